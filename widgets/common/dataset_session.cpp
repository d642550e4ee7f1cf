#include "widgets/common/dataset_session.h"

namespace es::widgets {

void AnalysedSession::setAnnotator(const QString &name, bool blind)
{
    const QString view = blind ? name : QString();
    if (name == annotator_ && view == viewOf_ && loaded_) {
        return;
    }
    annotator_ = name;
    if (view != viewOf_ || !loaded_) {
        viewOf_ = view;
        load(); // announced once, below
        loaded_ = true;
    }
    emit annotatorChanged(name);
    emit changed();
}

void AnalysedSession::reload()
{
    load();
    loaded_ = true;
    emit changed();
}

} // namespace es::widgets
