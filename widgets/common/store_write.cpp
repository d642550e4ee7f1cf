#include "widgets/common/store_write.h"

namespace es::widgets {

QString StoreWrite::notSignedIn() { return tr("Sign in first: every change is recorded under a person's name."); }

QString StoreWrite::notSaved(const char *reason) { return tr("Not saved: %1").arg(QString::fromUtf8(reason)); }

} // namespace es::widgets
