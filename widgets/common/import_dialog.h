#pragma once
// File > Import: the files to import, each with the format and the names the command
// line takes as flags (--format, --annotator, --model, --split, --seed), read and imported
// by the same db/ functions as `eventscope import`, so both take a file the same way.

#include "db/import.h"

#include <QDialog>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListView;
class QPlainTextEdit;
class QPushButton;
class QStringListModel;

namespace es::db {
class Project;
}

namespace es::widgets {

class BackgroundJob;
class ImportFileListModel;

class ImportDialog : public QDialog
{
    Q_OBJECT

  public:
    // `projectTarget` is where the project is (a file, or a server's location with what
    // connecting needs): the import opens a connection of its own there, off the GUI
    // thread. `importedBy` is who the audit trail names; `knownSplits` are offered for
    // predictions.
    ImportDialog(const QString &projectTarget, const QString &importedBy, const QStringList &knownSplits,
                 QWidget *parent = nullptr);
    ~ImportDialog() override;

    void addFiles(const QStringList &paths);
    // True once an import has landed (the project changed).
    bool hasImported() const { return summary_.has_value(); }
    const std::optional<db::ImportSummary> &summary() const { return summary_; }

  signals:
    // The project holds new data: every panel should reload.
    void imported();

  private:
    struct Entry
    {
        QString path;
        std::string content;
        QString readError; // unreadable, empty or unrecognised
        db::InputFormat forced = db::InputFormat::Unknown;
        db::ImportFileNeeds needs;
        db::ImportOptions options;
    };

    void pickFiles();
    void removeFile();
    void inspect(Entry &entry);
    void showEntry();
    void storeFields();
    void formatChosen();
    void validate();
    QString problemText(const Entry &entry) const;
    void runImport();
    void showSummary();
    Entry *current();

    QString projectTarget_;
    QString importedBy_;
    QStringList knownSplits_;
    std::vector<Entry> entries_;
    std::optional<db::ImportSummary> summary_;
    bool showing_ = false; // filling the fields from an entry, not the user typing
    BackgroundJob *job_;
    std::shared_ptr<std::atomic_bool> cancel_; // the running import's Cancel

    QLabel *intro_;
    QListView *files_;
    ImportFileListModel *filesModel_;
    QPushButton *add_;
    QPushButton *remove_;
    QGroupBox *fileBox_;
    QComboBox *format_;
    QLineEdit *annotator_;
    QLineEdit *model_;
    QLineEdit *split_;
    QLineEdit *seed_;
    QStringListModel *splits_;
    QLabel *message_;
    QLabel *summaryLabel_;
    QLabel *warningsLabel_;
    QPlainTextEdit *warnings_;
    QDialogButtonBox *buttons_;
    QPushButton *importButton_;
};

} // namespace es::widgets
