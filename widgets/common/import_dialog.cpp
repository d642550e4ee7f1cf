#include "widgets/common/import_dialog.h"

#include "db/project.h"
#include "widgets/common/background_job.h"
#include "widgets/common/import_file_list.h"
#include "widgets/common/import_summary.h"
#include "widgets/common/plain_label.h"

#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QStringListModel>
#include <QVBoxLayout>
#include <atomic>

namespace es::widgets {

namespace {

struct Fields
{
    bool annotator = false;
    bool model = false;
    bool split = false;
    bool seed = false;
};

// Which options a file of this format reads; the others would be refused or ignored
// by the command line, so the dialog neither offers nor passes them.
Fields fieldsFor(const db::ImportFileNeeds &needs)
{
    const db::ImportFormat *format = db::importFormat(needs.format);
    if (format == nullptr) {
        return {};
    }
    if (format->dataset == db::ImportDataset::Esd) {
        return {needs.annotator, needs.model || !needs.models.empty(), false, false};
    }
    return {format->reads.annotator, format->reads.model, format->reads.split, format->reads.seed};
}

db::ImportOptions effectiveOptions(const db::ImportFileNeeds &needs,
                                   const db::ImportOptions &options)
{
    const Fields f = fieldsFor(needs);
    db::ImportOptions out;
    out.format = options.format;
    out.annotator = f.annotator ? options.annotator : std::string();
    out.model = f.model ? options.model : std::string();
    out.split = f.split ? options.split : std::string();
    out.seed = f.seed ? options.seed : std::string();
    // A message from the reader names the dialog's fields, never the command line's flags.
    out.fields.annotator =
        QCoreApplication::translate("ImportDialog", "the Annotator field").toStdString();
    out.fields.model = QCoreApplication::translate("ImportDialog", "the Model field").toStdString();
    out.fields.split = QCoreApplication::translate("ImportDialog", "the Split field").toStdString();
    return out;
}

QString formatDescription(db::InputFormat format)
{
    switch (format) {
    case db::InputFormat::EsdJsonLines:
        return QCoreApplication::translate("ImportDialog",
                                           "ESD pairs, labels and model scores (JSON Lines)");
    case db::InputFormat::EsterSplit:
        return QCoreApplication::translate(
            "ImportDialog", "an ESTER split: questions with gold or a person's answers");
    case db::InputFormat::EsterPredictions:
        return QCoreApplication::translate("ImportDialog", "a model's ESTER predictions");
    case db::InputFormat::OpenPiProcedures:
        return QCoreApplication::translate("ImportDialog", "OpenPI procedures, with salience");
    case db::InputFormat::OpenPiClustering:
        return QCoreApplication::translate("ImportDialog",
                                           "an OpenPI clustering by a person or a model");
    case db::InputFormat::OpenPiGoldClusters:
        return QCoreApplication::translate("ImportDialog", "hand-made OpenPI gold clusters");
    case db::InputFormat::OpenPiAttributeClustering:
        return QCoreApplication::translate("ImportDialog",
                                           "an OpenPI attribute clustering by a person or a model");
    case db::InputFormat::OpenPiGoldAttributeClusters:
        return QCoreApplication::translate("ImportDialog", "hand-made OpenPI gold attribute clusters");
    case db::InputFormat::OpenPiSchemata:
        return QCoreApplication::translate("ImportDialog", "a model's predicted OpenPI schemata");
    case db::InputFormat::OpenPiStates:
        return QCoreApplication::translate("ImportDialog",
                                           "OpenPI states: a model's predictions, a person's own, "
                                           "or the gold they are scored against");
    case db::InputFormat::OpenPiSchemaErrors:
        return QCoreApplication::translate(
            "ImportDialog", "a person's error analysis of a model's predicted OpenPI schemata");
    case db::InputFormat::OpenPiExpansionJudgements:
        return QCoreApplication::translate(
            "ImportDialog", "a person's judgements of the generated paraphrases of OpenPI clusters");
    case db::InputFormat::Unknown:
        break;
    }
    return QCoreApplication::translate("ImportDialog", "not recognised: choose the format");
}

QString oneLine(const char *what)
{
    QString line = QString::fromStdString(db::clippedRuns(what));
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return line;
}

} // namespace

ImportDialog::ImportDialog(const QString &projectTarget, const QString &importedBy,
                           const QStringList &knownSplits, QWidget *parent)
    : QDialog(parent), projectTarget_(projectTarget), importedBy_(importedBy), knownSplits_(knownSplits),
      job_(new BackgroundJob(this)), cancel_(std::make_shared<std::atomic_bool>(false))
{
    setWindowTitle(tr("Import files"));
    auto *layout = new QVBoxLayout(this);
    intro_ =
        plainLabel(tr("Check each file's format and give the names the file does not hold itself. "
                      "Every file lands or none does."),
                   this);
    layout->addWidget(intro_);

    auto *list = new QHBoxLayout;
    files_ = new QListView(this);
    files_->setObjectName(QStringLiteral("files"));
    filesModel_ = new ImportFileListModel(files_);
    files_->setModel(filesModel_);
    list->addWidget(files_, 1);
    auto *listButtons = new QVBoxLayout;
    add_ = new QPushButton(tr("&Add files…"), this);
    remove_ = new QPushButton(tr("&Remove"), this);
    remove_->setObjectName(QStringLiteral("remove"));
    listButtons->addWidget(add_);
    listButtons->addWidget(remove_);
    listButtons->addStretch();
    list->addLayout(listButtons);
    layout->addLayout(list, 1);

    fileBox_ = new QGroupBox(tr("Selected file"), this);
    auto *form = new QFormLayout(fileBox_);
    format_ = new QComboBox(fileBox_);
    format_->setObjectName(QStringLiteral("format"));
    annotator_ = new QLineEdit(fileBox_);
    annotator_->setObjectName(QStringLiteral("annotator"));
    model_ = new QLineEdit(fileBox_);
    model_->setObjectName(QStringLiteral("model"));
    split_ = new QLineEdit(fileBox_);
    split_->setObjectName(QStringLiteral("split"));
    seed_ = new QLineEdit(fileBox_);
    seed_->setObjectName(QStringLiteral("seed"));
    splits_ = new QStringListModel(knownSplits_, this);
    auto *completer = new QCompleter(splits_, split_);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    split_->setCompleter(completer);
    const auto addRow = [&](const QString &label, QWidget *field) {
        auto *l = plainLabel(label, fileBox_);
        l->setWordWrap(false);
        l->setBuddy(field);
        form->addRow(l, field);
    };
    addRow(tr("&Format:"), format_);
    addRow(tr("A&nnotator:"), annotator_);
    addRow(tr("&Model:"), model_);
    addRow(tr("&Split:"), split_);
    addRow(tr("S&eed:"), seed_);
    layout->addWidget(fileBox_);

    message_ = plainLabel({}, this);
    message_->setObjectName(QStringLiteral("message"));
    QPalette warn = message_->palette();
    warn.setColor(QPalette::WindowText, QColor(0xb0, 0x20, 0x20));
    message_->setPalette(warn);
    layout->addWidget(message_);

    summaryLabel_ = plainLabel({}, this, true);
    summaryLabel_->setObjectName(QStringLiteral("summary"));
    summaryLabel_->hide();
    layout->addWidget(summaryLabel_);
    warningsLabel_ = plainLabel(tr("Warnings:"), this);
    warningsLabel_->hide();
    layout->addWidget(warningsLabel_);
    warnings_ = new QPlainTextEdit(this);
    warnings_->setObjectName(QStringLiteral("warnings"));
    warnings_->setReadOnly(true);
    // The lines wrap, so a horizontal bar would only scroll blank space.
    warnings_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    warnings_->hide();
    layout->addWidget(warnings_, 1);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    importButton_ = buttons_->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    importButton_->setObjectName(QStringLiteral("import"));
    importButton_->setDefault(true);
    layout->addWidget(buttons_);

    connect(add_, &QPushButton::clicked, this, &ImportDialog::pickFiles);
    connect(remove_, &QPushButton::clicked, this, &ImportDialog::removeFile);
    connect(files_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ImportDialog::showEntry);
    connect(format_, &QComboBox::activated, this, &ImportDialog::formatChosen);
    for (QLineEdit *field : {annotator_, model_, split_, seed_}) {
        connect(field, &QLineEdit::textChanged, this, [this] {
            if (!showing_) {
                storeFields();
                validate();
            }
        });
    }
    // Import does not close the dialog: a refused file keeps it open to fix a field.
    connect(importButton_, &QPushButton::clicked, this, &ImportDialog::runImport);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    resize(680, 460);
    showEntry();
    validate();
}

void ImportDialog::addFiles(const QStringList &paths)
{
    for (const QString &path : paths) {
        Entry entry;
        entry.path = path;
        inspect(entry);
        entries_.push_back(std::move(entry));
        filesModel_->append({entries_.back().path, entries_.back().needs.format});
    }
    if (!paths.isEmpty()) {
        files_->setCurrentIndex(filesModel_->index(static_cast<int>(entries_.size() - paths.size())));
    }
    validate();
}

void ImportDialog::pickFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import files"), {},
        importFileFilter());
    addFiles(paths);
}

void ImportDialog::removeFile()
{
    const int row = files_->currentIndex().row();
    if (row < 0 || row >= static_cast<int>(entries_.size())) {
        return;
    }
    entries_.erase(entries_.begin() + row);
    filesModel_->remove(row);
    showEntry();
    validate();
}

void ImportDialog::inspect(Entry &entry)
{
    entry.readError.clear();
    const std::string path = entry.path.toStdString();
    try {
        if (entry.content.empty()) {
            entry.content = db::readInputFile(path);
        }
        entry.needs = db::importFileNeeds(path, entry.content, entry.forced);
    } catch (const std::exception &e) {
        entry.readError = oneLine(e.what());
        entry.needs = {};
        return;
    }
    entry.options.format = entry.forced;
    // Prefilled as the command line would take them from the file.
    if (entry.options.split.empty()) {
        entry.options.split = entry.needs.defaultSplit;
    }
    if (entry.options.model.empty() && entry.needs.models.size() == 1) {
        entry.options.model = entry.needs.models.front();
    }
}

ImportDialog::Entry *ImportDialog::current()
{
    const int row = files_->currentIndex().row();
    return row >= 0 && row < static_cast<int>(entries_.size())
               ? &entries_[static_cast<std::size_t>(row)]
               : nullptr;
}


void ImportDialog::showEntry()
{
    showing_ = true;
    const Entry *entry = current();
    remove_->setEnabled(entry != nullptr);
    fileBox_->setEnabled(entry != nullptr);
    format_->clear();
    if (entry && entry->needs.format == db::InputFormat::Unknown) {
        format_->addItem(formatDescription(db::InputFormat::Unknown),
                         static_cast<int>(db::InputFormat::Unknown));
    }
    for (const db::ImportFormat &f : db::importFormatTable()) {
        format_->addItem(QStringLiteral("%1 — %2").arg(QString::fromUtf8(f.name), formatDescription(f.format)),
                         static_cast<int>(f.format));
    }
    const db::ImportFileNeeds needs = entry ? entry->needs : db::ImportFileNeeds{};
    format_->setCurrentIndex(format_->findData(static_cast<int>(needs.format)));
    const Fields f = fieldsFor(needs);
    annotator_->setEnabled(f.annotator);
    model_->setEnabled(f.model);
    split_->setEnabled(f.split);
    seed_->setEnabled(f.seed);
    seed_->setText(entry && f.seed ? QString::fromStdString(entry->options.seed) : QString());
    seed_->setPlaceholderText(f.seed ? tr("empty: a run of its own; else one of the model's seeds")
                                     : QString());
    annotator_->setText(entry && f.annotator ? QString::fromStdString(entry->options.annotator)
                                             : QString());
    model_->setText(entry && f.model ? QString::fromStdString(entry->options.model) : QString());
    split_->setText(entry && f.split ? QString::fromStdString(entry->options.split) : QString());

    // The placeholders say what an empty field means for this file.
    annotator_->setPlaceholderText(!f.annotator ? QString()
                                   : needs.format == db::InputFormat::EsterSplit
                                       ? tr("empty: the answers are gold")
                                   : needs.format == db::InputFormat::OpenPiProcedures
                                       ? tr("empty: procedures only, or give a model")
                                   : needs.format == db::InputFormat::OpenPiClustering ||
                                           needs.format == db::InputFormat::OpenPiAttributeClustering
                                       ? tr("whose clustering: an annotator or a model")
                                   : needs.format == db::InputFormat::OpenPiSchemaErrors
                                       ? tr("who analysed the model's schemata")
                                   : needs.format == db::InputFormat::OpenPiExpansionJudgements
                                       ? tr("who judged the paraphrases")
                                       : tr("whose \"label\" the lines carry"));
    QStringList named;
    for (const std::string &m : needs.models) {
        named << QString::fromStdString(m);
    }
    model_->setPlaceholderText(!f.model ? QString()
                               : needs.format == db::InputFormat::OpenPiProcedures
                                   ? tr("empty: procedures only, or give an annotator")
                               : needs.format == db::InputFormat::OpenPiStates
                                   ? tr("empty: the gold states the models are scored against")
                               : needs.format == db::InputFormat::OpenPiSchemaErrors
                                   ? tr("whose schemata the analysis judges")
                               : !named.isEmpty()
                                   ? tr("the file names %1").arg(named.join(QStringLiteral(", ")))
                                   : tr("which model gave the scores or answers"));
    // Predictions answer a split the project holds or one imported alongside them.
    QStringList splits = knownSplits_;
    for (const Entry &e : entries_) {
        if (e.needs.format == db::InputFormat::EsterSplit && !e.options.split.empty()) {
            splits << QString::fromStdString(e.options.split);
        }
    }
    splits.removeDuplicates();
    splits_->setStringList(splits);
    split_->setPlaceholderText(!f.split ? QString()
                               : splits.isEmpty()
                                   ? tr("the split the predictions answer, in its order")
                                   : tr("e.g. %1").arg(splits.join(QStringLiteral(", "))));
    showing_ = false;
}

void ImportDialog::storeFields()
{
    Entry *entry = current();
    if (!entry) {
        return;
    }
    const Fields f = fieldsFor(entry->needs);
    if (f.annotator) {
        entry->options.annotator = annotator_->text().simplified().toStdString();
    }
    if (f.model) {
        entry->options.model = model_->text().simplified().toStdString();
    }
    if (f.split) {
        entry->options.split = split_->text().simplified().toStdString();
    }
    if (f.seed) {
        entry->options.seed = seed_->text().simplified().toStdString();
    }
}

void ImportDialog::formatChosen()
{
    Entry *entry = current();
    if (!entry) {
        return;
    }
    storeFields();
    entry->forced = static_cast<db::InputFormat>(format_->currentData().toInt());
    inspect(*entry);
    filesModel_->setRow(files_->currentIndex().row(), {entry->path, entry->needs.format});
    showEntry();
    validate();
}

QString ImportDialog::problemText(const Entry &entry) const
{
    const QString name = QFileInfo(entry.path).fileName();
    if (!entry.readError.isEmpty()) {
        return entry.readError;
    }
    return importProblemText(db::checkImportOptions(entry.needs, effectiveOptions(entry.needs, entry.options)),
                             name, dialogNames());
}

void ImportDialog::validate()
{
    if (summary_) {
        return;
    }
    QString problem = entries_.empty() ? tr("Add the files to import.") : QString();
    // The selected file's problem first: that is the one the fields in view can fix.
    if (const Entry *entry = current()) {
        problem = problemText(*entry);
    }
    for (const Entry &entry : entries_) {
        if (problem.isEmpty()) {
            problem = problemText(entry);
        }
    }
    message_->setText(problem);
    importButton_->setEnabled(!entries_.empty() && problem.isEmpty());
}

void ImportDialog::runImport()
{
    storeFields();
    validate();
    if (!importButton_->isEnabled()) {
        return;
    }
    // Every file is read through before the project is touched, so a bad one leaves
    // no trace.
    db::ImportBatch batch;
    try {
        for (const Entry &entry : entries_) {
            db::addImportFile(batch, entry.path.toStdString(), entry.content, entry.needs,
                              effectiveOptions(entry.needs, entry.options));
        }
    } catch (const std::exception &e) {
        // The parsers name the file and line; anything else from them still names no
        // more than what went wrong, and the project is untouched either way.
        message_->setText(oneLine(e.what()));
        return;
    }

    // The import runs on a connection of its own off the GUI thread; this dialog waits
    // under the progress dialog, whose Cancel rolls everything back.
    cancel_->store(false);
    auto *progress = new QProgressDialog(tr("Importing…"), tr("Cancel"), 0, 1000, this);
    progress->setObjectName(QStringLiteral("importProgress"));
    progress->setAttribute(Qt::WA_DeleteOnClose);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(300);
    progress->setAutoReset(false);
    progress->setAutoClose(false);
    connect(progress, &QProgressDialog::canceled, this, [this, progress] {
        cancel_->store(true);
        progress->setLabelText(tr("Cancelling…"));
    });
    connect(job_, &BackgroundJob::progress, progress, [progress](qint64 done, qint64 total) {
        progress->setValue(total == 0 ? 1000 : static_cast<int>(1000 * done / total));
    });
    const auto ended = [this, progress] {
        progress->close();
        importButton_->setEnabled(true);
    };
    connect(job_, &BackgroundJob::failed, progress, [this, ended](const QString &reason) {
        ended();
        message_->setText(tr("%1; the project is unchanged.").arg(oneLine(reason.toUtf8().constData())));
    });
    importButton_->setEnabled(false);
    job_->run([this, ended, target = projectTarget_.toStdString(), by = importedBy_.toStdString(),
               batch = std::make_shared<const db::ImportBatch>(std::move(batch)), cancel = cancel_,
               report = job_->progressReporter()](const std::atomic<bool> &) -> BackgroundJob::Apply {
        db::Project project(target, db::Project::Open::ExistingOnly);
        db::Progress p;
        p.cancel = cancel.get();
        p.report = [report](std::size_t done, std::size_t total) {
            report(static_cast<std::int64_t>(done), static_cast<std::int64_t>(total));
        };
        try {
            db::ImportSummary summary = db::importAndSummarize(project, *batch, by, nullptr, p);
            return [this, ended, summary = std::move(summary)] {
                ended();
                summary_ = summary;
                showSummary();
                emit imported();
            };
        } catch (const db::Cancelled &) {
            return [this, ended] {
                ended();
                message_->setText(tr("Import cancelled; the project is unchanged."));
            };
        }
    });
}

ImportDialog::~ImportDialog()
{
    // An import still running stops and rolls back; its result reaches no one.
    cancel_->store(true);
}

void ImportDialog::showSummary()
{
    files_->setEnabled(false);
    add_->hide();
    remove_->hide();
    fileBox_->hide();
    message_->clear();
    message_->hide();
    buttons_->removeButton(importButton_);
    importButton_->setParent(this);
    importButton_->hide();
    buttons_->setStandardButtons(QDialogButtonBox::Close);
    buttons_->button(QDialogButtonBox::Close)->setDefault(true);
    intro_->setText(tr("Imported:"));
    summaryLabel_->setText(importSummaryText(*summary_));
    summaryLabel_->show();
    const QStringList warnings = importWarningLines(*summary_);
    warnings_->setPlainText(warnings.join(QLatin1Char('\n')));
    warningsLabel_->setVisible(!warnings.isEmpty());
    warnings_->setVisible(!warnings.isEmpty());
}

} // namespace es::widgets
