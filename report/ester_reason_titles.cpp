#include "report/ester_reason_titles.h"

#include <QCoreApplication>

namespace es::report {

QString esterReasonTitle(metrics::ester::InvalidReason reason)
{
    using metrics::ester::InvalidReason;
    switch (reason) {
    case InvalidReason::WrongRelation:
        return QCoreApplication::translate("Report", "Wrong relation type");
    case InvalidReason::NotAboutEvent:
        return QCoreApplication::translate("Report", "Not about an event");
    case InvalidReason::IllFormed:
        return QCoreApplication::translate("Report", "Ungrammatical or unclear");
    case InvalidReason::WrongAnswer:
        return QCoreApplication::translate("Report", "Wrong answer");
    case InvalidReason::IncompleteAnswers:
        return QCoreApplication::translate("Report", "Answers incomplete");
    case InvalidReason::NotWholeEvent:
        return QCoreApplication::translate("Report", "Answer not a whole event");
    case InvalidReason::Other:
        return QCoreApplication::translate("Report", "Other");
    }
    return {};
}

} // namespace es::report
