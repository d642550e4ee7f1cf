#pragma once
// Who is working: pick a known person or type a new name.

#include <QDialog>

class QComboBox;

namespace es::widgets {

class SignInDialog : public QDialog
{
    Q_OBJECT

  public:
    SignInDialog(const QStringList &people, const QString &suggested, QWidget *parent = nullptr);
    QString name() const;

  private:
    QComboBox *names_;
};

} // namespace es::widgets
