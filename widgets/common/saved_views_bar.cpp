#include "widgets/common/saved_views_bar.h"

#include "db/review/saved_views.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <exception>

namespace es::widgets {

SavedViewsBar::SavedViewsBar(db::Project &project, const QString &scope, QWidget *parent)
    : QWidget(parent), project_(project), scope_(scope)
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(this);
    label->setTextFormat(Qt::PlainText);
    label->setText(tr("View:"));
    row->addWidget(label);
    views_ = new QComboBox(this);
    views_->setObjectName(QStringLiteral("savedViews"));
    views_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    views_->setMinimumContentsLength(12);
    views_->setToolTip(tr("Saved views: named sets of these filters, kept in the project"));
    label->setBuddy(views_);
    row->addWidget(views_, 1);
    save_ = new QPushButton(tr("Save as…"), this);
    save_->setObjectName(QStringLiteral("saveView"));
    row->addWidget(save_);
    remove_ = new QPushButton(tr("Delete"), this);
    remove_->setObjectName(QStringLiteral("deleteView"));
    row->addWidget(remove_);

    // activated rather than currentIndexChanged: choosing the same view again after
    // changing the filters by hand brings the saved ones back.
    connect(views_, &QComboBox::activated, this, &SavedViewsBar::choose);
    connect(views_, &QComboBox::currentIndexChanged, this, &SavedViewsBar::updateButtons);
    connect(save_, &QPushButton::clicked, this, &SavedViewsBar::saveAs);
    connect(remove_, &QPushButton::clicked, this, &SavedViewsBar::removeCurrent);
    reload();
}

void SavedViewsBar::setFiltersProvider(std::function<QJsonObject()> provider)
{
    provider_ = std::move(provider);
}

void SavedViewsBar::setPerson(const QString &name)
{
    person_ = name;
    updateButtons();
}

void SavedViewsBar::reload()
{
    const QString current = views_->currentIndex() > 0 ? views_->currentText() : QString();
    const QSignalBlocker block(views_);
    views_->clear();
    views_->addItem(tr("—"));
    std::vector<db::SavedView> views;
    try {
        views = db::SavedViews(project_).list(scope_.toStdString());
    } catch (const std::exception &e) {
        views_->setToolTip(
            tr("Saved views could not be read: %1").arg(QString::fromUtf8(e.what())));
    }
    for (const db::SavedView &v : views) {
        // Combo items are plain text, so a name is never interpreted as markup.
        views_->addItem(QString::fromStdString(v.name), QString::fromStdString(v.filters));
    }
    const int keep = current.isEmpty() ? -1 : views_->findText(current, Qt::MatchExactly);
    views_->setCurrentIndex(keep > 0 ? keep : 0);
    updateButtons();
}

void SavedViewsBar::choose(int index)
{
    if (index <= 0) {
        return;
    }
    const QJsonDocument doc = QJsonDocument::fromJson(views_->itemData(index).toString().toUtf8());
    emit viewChosen(doc.object());
}

void SavedViewsBar::saveAs()
{
    if (person_.isEmpty()) {
        return;
    }
    bool ok = false;
    const QString suggested = views_->currentIndex() > 0 ? views_->currentText() : QString();
    const QString name = QInputDialog::getText(this, tr("Save view"), tr("Name of the view:"),
                                               QLineEdit::Normal, suggested, &ok)
                             .trimmed();
    if (!ok || name.isEmpty()) {
        return;
    }
    if (views_->findText(name, Qt::MatchExactly) > 0) {
        QMessageBox ask(QMessageBox::Question, tr("Save view"),
                        tr("Replace the saved view \"%1\"?").arg(name),
                        QMessageBox::Yes | QMessageBox::No, this);
        ask.setTextFormat(Qt::PlainText);
        ask.setDefaultButton(QMessageBox::No);
        if (ask.exec() != QMessageBox::Yes) {
            return;
        }
    }
    const QJsonObject filters = provider_ ? provider_() : QJsonObject();
    try {
        db::SavedViews(project_).save(
            scope_.toStdString(), name.toStdString(),
            QJsonDocument(filters).toJson(QJsonDocument::Compact).toStdString(),
            person_.toStdString());
    } catch (const std::exception &e) {
        showError(tr("Save view"), tr("Not saved: %1").arg(QString::fromUtf8(e.what())));
        return;
    }
    reload();
    views_->setCurrentIndex(views_->findText(name, Qt::MatchExactly));
}

void SavedViewsBar::removeCurrent()
{
    const int index = views_->currentIndex();
    if (index <= 0 || person_.isEmpty()) {
        return;
    }
    const QString name = views_->currentText();
    QMessageBox ask(QMessageBox::Question, tr("Delete view"),
                    tr("Delete the saved view \"%1\"?").arg(name),
                    QMessageBox::Yes | QMessageBox::No, this);
    ask.setTextFormat(Qt::PlainText);
    ask.setDefaultButton(QMessageBox::No);
    if (ask.exec() != QMessageBox::Yes) {
        return;
    }
    try {
        db::SavedViews(project_).remove(scope_.toStdString(), name.toStdString(),
                                        person_.toStdString());
    } catch (const std::exception &e) {
        showError(tr("Delete view"), tr("Not deleted: %1").arg(QString::fromUtf8(e.what())));
        return;
    }
    views_->setCurrentIndex(0);
    reload();
}

void SavedViewsBar::updateButtons()
{
    const bool signedIn = !person_.isEmpty();
    const QString why =
        signedIn ? QString() : tr("Sign in first: every change is recorded under a person's name.");
    save_->setEnabled(signedIn);
    save_->setToolTip(signedIn ? tr("Save the current filters under a name") : why);
    remove_->setEnabled(signedIn && views_->currentIndex() > 0);
    remove_->setToolTip(signedIn ? tr("Delete the chosen saved view") : why);
}

void SavedViewsBar::showError(const QString &title, const QString &message)
{
    QMessageBox box(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

} // namespace es::widgets
