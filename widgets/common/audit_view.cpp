#include "widgets/common/audit_view.h"

#include "widgets/common/keys.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDateTime>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <utility>
#include <vector>

namespace es::widgets {

namespace {

int clampedInt(std::size_t n)
{
    return static_cast<int>(std::min<std::size_t>(n, INT_MAX));
}

// A cell shows one line: values can be multi-line text or long JSON, which the details
// pane shows whole. Cutting early keeps painting cheap for very long values.
QString oneLine(const std::string &s)
{
    constexpr qsizetype kMax = 240;
    QString t = qs(s.size() > 4 * kMax ? s.substr(0, 4 * kMax) : s).simplified();
    if (t.size() > kMax || s.size() > 4 * kMax) {
        t.truncate(kMax);
        t += QChar(0x2026);
    }
    return t;
}

// ESD labels are stored as -1/0/1; the trail is read by people, so name them.
bool isEsdLabelAction(const db::AuditEntry &e)
{
    return e.dataset == "esd" && (e.action == "label.set" || e.action == "label.clear" ||
                                  e.action == "adjudicate" || e.action == "adjudication.withdraw");
}

QString esdLabel(const std::string &v)
{
    if (v == "1") {
        return AuditTableModel::tr("essential");
    }
    if (v == "0") {
        return AuditTableModel::tr("non-essential");
    }
    if (v == "-1") {
        return AuditTableModel::tr("invalid");
    }
    return oneLine(v);
}

QString change(const db::AuditEntry &e)
{
    if (e.oldValue.empty() && e.newValue.empty()) {
        return {};
    }
    const bool esd = isEsdLabelAction(e);
    auto side = [esd](const std::string &v) {
        if (v.empty()) {
            return QString(QChar(0x2014));
        }
        return esd ? esdLabel(v) : oneLine(v);
    };
    return side(e.oldValue) + QStringLiteral(" \u2192 ") + side(e.newValue);
}

// Built on each call, not cached: the labels follow a language switched at run time.
std::vector<std::pair<const char *, QString>> knownActions()
{
    return {
        {"label.set", AuditTableModel::tr("Label set")},
        {"label.clear", AuditTableModel::tr("Label cleared")},
        {"pair.add", AuditTableModel::tr("Step added")},
        {"pair.remove", AuditTableModel::tr("Step removed")},
        {"import", AuditTableModel::tr("Import")},
        {"adjudicate", AuditTableModel::tr("Adjudicated")},
        {"adjudication.withdraw", AuditTableModel::tr("Decision withdrawn")},
        {"answers.set", AuditTableModel::tr("Answers set")},
        {"answers.clear", AuditTableModel::tr("Answers cleared")},
        {"question.add", AuditTableModel::tr("Question added")},
        {"question.edit", AuditTableModel::tr("Question edited")},
        {"question.remove", AuditTableModel::tr("Question removed")},
        {"question.update", AuditTableModel::tr("Question updated")},
        {"review.set", AuditTableModel::tr("Review set")},
        {"review.clear", AuditTableModel::tr("Review cleared")},
        {"triggers.set", AuditTableModel::tr("Triggers set")},
        {"salience.set", AuditTableModel::tr("Salience rated")},
        {"entity_clusters.set", AuditTableModel::tr("Entity clusters set")},
        {"attribute_clusters.set", AuditTableModel::tr("Attribute clusters set")},
        {"procedure.update", AuditTableModel::tr("Procedure updated")},
        {"entity.update", AuditTableModel::tr("Entity updated")},
        {"role.set", AuditTableModel::tr("Role changed")},
        {"view.save", AuditTableModel::tr("View saved")},
        {"view.remove", AuditTableModel::tr("View removed")},
    };
}

// The full value for the details pane; an ESD label also by name.
QString fullValue(const db::AuditEntry &e, const std::string &v)
{
    if (isEsdLabelAction(e) && !v.empty()) {
        return AuditTableModel::tr("%1 (%2)").arg(esdLabel(v), qs(v));
    }
    return qs(v);
}

} // namespace

AuditTableModel::AuditTableModel(QObject *parent) : QAbstractTableModel(parent) {}

int AuditTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : clampedInt(entries_.size());
}

int AuditTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AuditTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const db::AuditEntry &e = entry(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return localTime(e.at);
        case PersonColumn:
            return oneLine(e.person);
        case ActionColumn:
            return actionLabel(qs(e.action));
        case DatasetColumn:
            return datasetLabel(qs(e.dataset));
        case ItemColumn:
            return oneLine(e.item);
        case ChangeColumn:
            return change(e);
        case NoteColumn:
            return oneLine(e.detail);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        // Only the time: the stored value is ours (digits), never text from a file.
        return index.column() == TimeColumn ? tr("%1 UTC").arg(qs(e.at)) : QVariant();
    case IdRole:
        return QVariant::fromValue<qlonglong>(e.id);
    case RawActionRole:
        return qs(e.action);
    case RawDatasetRole:
        return qs(e.dataset);
    case RawItemRole:
        return qs(e.item);
    default:
        return {};
    }
}

QVariant AuditTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case PersonColumn:
        return tr("Person");
    case ActionColumn:
        return tr("Action");
    case DatasetColumn:
        return tr("Dataset");
    case ItemColumn:
        return tr("Item");
    case ChangeColumn:
        return tr("Old → new");
    case NoteColumn:
        return tr("Note");
    default:
        return {};
    }
}

void AuditTableModel::setEntries(std::vector<db::AuditEntry> entries)
{
    beginResetModel();
    entries_ = std::move(entries);
    endResetModel();
}

void AuditTableModel::appendEntries(std::vector<db::AuditEntry> entries)
{
    if (entries.empty()) {
        return;
    }
    const int first = rowCount();
    beginInsertRows({}, first, first + clampedInt(entries.size()) - 1);
    entries_.insert(entries_.end(), std::make_move_iterator(entries.begin()),
                    std::make_move_iterator(entries.end()));
    endInsertRows();
}

QString AuditTableModel::actionLabel(const QString &action)
{
    for (const auto &[raw, label] : knownActions()) {
        if (action == QLatin1String(raw)) {
            return label;
        }
    }
    return action;
}

QString AuditTableModel::datasetLabel(const QString &dataset)
{
    if (dataset == QLatin1String("esd")) {
        return tr("ESD");
    }
    if (dataset == QLatin1String("ester")) {
        return tr("ESTER");
    }
    if (dataset == QLatin1String("openpi")) {
        return tr("OpenPI");
    }
    return dataset;
}

QString AuditTableModel::localTime(const std::string &at)
{
    const QDateTime t = QDateTime::fromString(qs(at), Qt::ISODateWithMs);
    return t.isValid() ? t.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")) : qs(at);
}

AuditView::AuditView(db::Project &project, QWidget *parent) : QWidget(parent), log_(project)
{
    model_ = new AuditTableModel(this);

    person_ = new QComboBox(this);
    person_->setObjectName(QStringLiteral("AuditPerson"));
    dataset_ = new QComboBox(this);
    dataset_->setObjectName(QStringLiteral("AuditDataset"));
    dataset_->addItem(tr("All datasets"), QString());
    for (const char *d : {"esd", "ester", "openpi"}) {
        dataset_->addItem(AuditTableModel::datasetLabel(QLatin1String(d)), QLatin1String(d));
    }
    action_ = new QComboBox(this);
    action_->setObjectName(QStringLiteral("AuditAction"));
    for (QComboBox *c : {person_, dataset_, action_}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        c->setMinimumContentsLength(8);
    }
    text_ = new QLineEdit(this);
    text_->setObjectName(QStringLiteral("AuditText"));
    text_->setPlaceholderText(tr("Item, values or note contain… (Ctrl+F)"));
    text_->setClearButtonEnabled(true);
    sinceOn_ = new QCheckBox(tr("&Since"), this);
    since_ = new QDateEdit(QDate::currentDate().addDays(-7), this);
    since_->setCalendarPopup(true);
    since_->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    since_->setEnabled(false);
    since_->setMinimumWidth(since_->sizeHint().width());

    auto *filters = new QGridLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    auto addLabelled = [this, filters](const QString &text, QWidget *w, int row, int column,
                                       int span = 1) {
        QLabel *l = plainLabel(text, this);
        l->setWordWrap(false);
        l->setBuddy(w);
        filters->addWidget(l, row, column);
        filters->addWidget(w, row, column + 1, 1, span);
    };
    addLabelled(tr("&Person:"), person_, 0, 0);
    addLabelled(tr("&Dataset:"), dataset_, 0, 2);
    addLabelled(tr("&Action:"), action_, 0, 4);
    addLabelled(tr("&Text:"), text_, 1, 0, 3);
    auto *sinceBox = new QHBoxLayout;
    sinceBox->addWidget(sinceOn_);
    sinceBox->addWidget(since_, 1);
    filters->addLayout(sinceBox, 1, 4, 1, 2);
    filters->setColumnStretch(1, 1);
    filters->setColumnStretch(3, 1);
    filters->setColumnStretch(5, 1);

    table_ = new QTableView(this);
    leaveFieldWithEscEnter(text_, [this] { return table_; }, tr("Leave the filter field for the trail"));
    setKeyGroup(this, tr("Audit trail"));
    find_ = addKey(this, tr("Filter the trail by item, values or note"), QKeySequence::Find,
                   Qt::WidgetWithChildrenShortcut, [this] {
                       text_->setFocus(Qt::ShortcutFocusReason);
                       text_->selectAll();
                   });
    setUpTable();

    details_ = new QPlainTextEdit(this);
    details_->setObjectName(QStringLiteral("AuditDetails"));
    details_->setReadOnly(true);
    details_->setPlaceholderText(tr("Select a change to read it in full."));
    details_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(table_);
    split->addWidget(details_);
    details_->setMinimumHeight(4 * details_->fontMetrics().lineSpacing());
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    withdraw_ = new QAction(tr("&Withdraw this decision"), this);
    withdraw_->setToolTip(
        tr("Withdraw the adjudication in the selected row: the item's gold goes back to the "
           "annotators' majority. The withdrawal is recorded as a new change."));
    withdraw_->setEnabled(false);
    withdrawButton_ = new QPushButton(withdraw_->text(), this);
    withdrawButton_->setObjectName(QStringLiteral("AuditWithdraw"));
    withdrawButton_->setToolTip(withdraw_->toolTip());
    withdrawButton_->setEnabled(false);
    connect(withdraw_, &QAction::changed, withdrawButton_,
            [this] { withdrawButton_->setEnabled(withdraw_->isEnabled()); });
    connect(withdrawButton_, &QPushButton::clicked, withdraw_, &QAction::trigger);
    connect(withdraw_, &QAction::triggered, this, &AuditView::requestWithdraw);

    count_ = plainLabel(QString(), this);
    count_->setObjectName(QStringLiteral("AuditCount"));
    count_->setWordWrap(false);
    more_ = new QPushButton(tr("Load &more"), this);
    more_->setObjectName(QStringLiteral("AuditLoadMore"));
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(count_, 1);
    bottom->addWidget(withdrawButton_);
    bottom->addWidget(more_);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(split, 1);
    layout->addLayout(bottom);

    setTabOrder(person_, dataset_);
    setTabOrder(dataset_, action_);
    setTabOrder(action_, text_);
    setTabOrder(text_, sinceOn_);
    setTabOrder(sinceOn_, since_);
    setTabOrder(since_, table_);
    setTabOrder(table_, details_);
    setTabOrder(details_, withdrawButton_);
    setTabOrder(withdrawButton_, more_);

    connectFilters();

    refresh();
}

// The trail's table: one row a change, its columns as wide as their usual content.
void AuditView::setUpTable()
{
    table_->setObjectName(QStringLiteral("AuditTable"));
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    table_->setTextElideMode(Qt::ElideRight);
    table_->setFocusPolicy(Qt::StrongFocus);
    table_->setTabKeyNavigation(false);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    table_->setContextMenuPolicy(Qt::CustomContextMenu);
    QHeaderView *header = table_->horizontalHeader();
    header->setStretchLastSection(true);
    header->setHighlightSections(false);
    const QFontMetrics fm = table_->fontMetrics();
    const int pad = 2 * fm.horizontalAdvance(QLatin1Char('M'));
    int actionWidth = 0;
    for (const auto &known : knownActions()) {
        actionWidth = std::max(actionWidth, fm.horizontalAdvance(known.second));
    }
    const QList<int> widths = {
        fm.horizontalAdvance(QStringLiteral("2000-00-00 00:00:00")),
        fm.averageCharWidth() * 9,
        actionWidth,
        fm.horizontalAdvance(AuditTableModel::datasetLabel(QStringLiteral("openpi"))),
        fm.averageCharWidth() * 12,
        fm.averageCharWidth() * 30};
    for (int c = 0; c < widths.size(); ++c) {
        const int headerWidth =
            fm.horizontalAdvance(model_->headerData(c, Qt::Horizontal).toString());
        table_->setColumnWidth(c, std::max(widths[c], headerWidth) + pad);
    }
}

// Each filter reloads the trail (the text once typing pauses), and the table drives the
// details and the withdraw action.
void AuditView::connectFilters()
{
    // Typing should not query the whole trail on every key of a word.
    debounce_ = new QTimer(this);
    debounce_->setSingleShot(true);
    debounce_->setInterval(250);
    connect(debounce_, &QTimer::timeout, this, &AuditView::reload);
    connect(text_, &QLineEdit::textChanged, debounce_, qOverload<>(&QTimer::start));
    // Enter applies at once instead of waiting for the pause.
    connect(text_, &QLineEdit::returnPressed, this, [this] {
        if (debounce_->isActive()) {
            debounce_->stop();
            reload();
        }
    });
    for (QComboBox *c : {person_, dataset_, action_}) {
        connect(c, &QComboBox::currentIndexChanged, this, &AuditView::reload);
    }
    connect(sinceOn_, &QCheckBox::toggled, this, [this](bool on) {
        since_->setEnabled(on);
        reload();
    });
    connect(since_, &QDateEdit::dateChanged, this, [this] {
        if (sinceOn_->isChecked()) {
            reload();
        }
    });
    connect(more_, &QPushButton::clicked, this, &AuditView::loadMore);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &AuditView::updateSelection);
    connect(model_, &QAbstractItemModel::modelReset, this, &AuditView::updateSelection);
    connect(table_, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QModelIndex at = table_->indexAt(pos);
        QPoint where = pos;
        if (at.isValid()) {
            table_->setCurrentIndex(at);
        } else if (table_->currentIndex().isValid()) {
            // From the keyboard (the Menu key): open at the current row, not where the
            // mouse happens to be.
            where = table_->visualRect(table_->currentIndex()).center();
        } else {
            return;
        }
        QMenu menu(this);
        menu.addAction(withdraw_);
        menu.exec(table_->viewport()->mapToGlobal(where));
    });
}

db::AuditFilter AuditView::filter() const
{
    db::AuditFilter f;
    f.person =
        (onlyPerson_.isEmpty() ? person_->currentData().toString() : onlyPerson_).toStdString();
    f.dataset = dataset_->currentData().toString().toStdString();
    f.action = action_->currentData().toString().toStdString();
    f.text = text_->text().toStdString();
    if (sinceOn_->isChecked()) {
        // The date is the person's local day; the trail is in UTC.
        f.since = since_->date().startOfDay().toUTC().toString(Qt::ISODateWithMs).toStdString();
    }
    f.limit = pageSize_;
    return f;
}

void AuditView::setPageSize(std::size_t rows)
{
    pageSize_ = std::max<std::size_t>(rows, 1);
    if (isVisible()) {
        reload();
    }
}

void AuditView::setWithdrawAllowed(bool allowed)
{
    withdrawAllowed_ = allowed;
    updateSelection();
}

void AuditView::setOnlyPerson(const QString &person)
{
    onlyPerson_ = person;
    person_->setEnabled(person.isEmpty());
    {
        // Leaving the locked view must not keep its person as a filter.
        const QSignalBlocker block(person_);
        person_->clear();
    }
    refresh();
}

void AuditView::refresh()
{
    // The main window refreshes after every edit; a view nobody sees waits until shown.
    if (!isVisible()) {
        stale_ = true;
        return;
    }
    stale_ = false;
    fillChoices();
    // As many rows as were loaded, so a refresh does not take away pages read so far.
    load(std::max(pageSize_, model_->entries().size()));
}

void AuditView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    // Whoever writes may skip refreshing a view nobody sees: read again when shown.
    stale_ = true;
}

void AuditView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (stale_) {
        refresh();
    }
}

void AuditView::fillChoices()
{
    // Refilling must not look like a filter change (one reload follows, not one per combo).
    auto refill = [](QComboBox *combo, const QString &all, const std::vector<std::string> &values,
                     auto label) {
        const QSignalBlocker block(combo);
        const QString current = combo->currentData().toString();
        combo->clear();
        combo->addItem(all, QString());
        std::vector<std::pair<QString, QString>> items;
        for (const std::string &v : values) {
            items.emplace_back(label(qs(v)), qs(v));
        }
        std::stable_sort(items.begin(), items.end(), [](const auto &a, const auto &b) {
            return QString::localeAwareCompare(a.first, b.first) < 0;
        });
        for (const auto &[text, value] : items) {
            combo->addItem(text, value);
        }
        const int keep = combo->findData(current);
        if (keep >= 0) {
            combo->setCurrentIndex(keep);
        } else if (!current.isEmpty()) {
            // A filter the trail no longer names still filters: keep it rather than
            // silently widening the view.
            combo->addItem(label(current), current);
            combo->setCurrentIndex(combo->count() - 1);
        }
    };
    if (onlyPerson_.isEmpty()) {
        refill(person_, tr("Everyone"), log_.people(), [](const QString &p) { return p; });
    } else {
        const QSignalBlocker block(person_);
        person_->clear();
        person_->addItem(onlyPerson_, onlyPerson_);
    }
    refill(action_, tr("All actions"), log_.actions(),
           [](const QString &a) { return AuditTableModel::actionLabel(a); });
}

void AuditView::reload()
{
    load(pageSize_);
}

void AuditView::load(std::size_t rows)
{
    debounce_->stop();
    const QModelIndex current = table_->currentIndex();
    const qlonglong keepId =
        current.isValid() ? current.data(AuditTableModel::IdRole).toLongLong() : 0;
    db::AuditFilter f = filter();
    f.limit = rows;
    model_->setEntries(log_.entries(f));
    total_ = log_.count(f);
    exhausted_ = model_->entries().size() < rows;
    if (keepId != 0) {
        const auto &shown = model_->entries();
        const auto it = std::find_if(shown.begin(), shown.end(),
                                     [keepId](const db::AuditEntry &e) { return e.id == keepId; });
        if (it != shown.end()) {
            table_->setCurrentIndex(model_->index(static_cast<int>(it - shown.begin()), 0));
        }
    }
    updateCount();
}

void AuditView::loadMore()
{
    if (model_->entries().empty()) {
        return;
    }
    db::AuditFilter f = filter();
    f.before = model_->entries().back().id;
    std::vector<db::AuditEntry> more = log_.entries(f);
    exhausted_ = more.size() < pageSize_;
    model_->appendEntries(std::move(more));
    updateCount();
}

void AuditView::updateCount()
{
    const std::size_t shown = model_->entries().size();
    if (shown < total_ && !exhausted_) {
        count_->setText(
            tr("%n change(s), the newest %1 shown", nullptr, clampedInt(total_)).arg(shown));
    } else {
        count_->setText(tr("%n change(s)", nullptr, clampedInt(total_)));
    }
    more_->setEnabled(shown < total_ && !exhausted_);
}

void AuditView::updateSelection()
{
    const QModelIndex current = table_->currentIndex();
    if (!current.isValid()) {
        details_->clear();
        withdraw_->setEnabled(false);
        return;
    }
    const db::AuditEntry &e = model_->entry(current.row());
    bool superseded = false;
    bool canWithdraw = false;
    if (e.action == "adjudicate") {
        // Only the decision in force can be withdrawn; withdrawing an older one would
        // undo a later decision the person is not looking at.
        superseded = log_.latestDecision(e.dataset, e.item) != e.id;
        canWithdraw = withdrawAllowed_ && !superseded;
    }
    withdraw_->setEnabled(canWithdraw);

    QStringList lines;
    lines << tr("%1 (%2 UTC)").arg(AuditTableModel::localTime(e.at), qs(e.at));
    lines << tr("%1 by %2").arg(AuditTableModel::actionLabel(qs(e.action)), qs(e.person));
    if (!e.dataset.empty() || !e.item.empty()) {
        lines << tr("Item: %1 %2").arg(AuditTableModel::datasetLabel(qs(e.dataset)), qs(e.item));
    }
    if (!e.oldValue.empty() || !e.newValue.empty()) {
        lines << tr("Before: %1").arg(fullValue(e, e.oldValue));
        lines << tr("After: %1").arg(fullValue(e, e.newValue));
    }
    if (!e.detail.empty()) {
        lines << tr("Note: %1").arg(qs(e.detail));
    }
    if (superseded) {
        lines << tr("A later decision on this item replaced or withdrew this one.");
    }
    details_->setPlainText(lines.join(QLatin1Char('\n')));
}

void AuditView::requestWithdraw()
{
    const QModelIndex current = table_->currentIndex();
    if (!withdraw_->isEnabled() || !current.isValid()) {
        return;
    }
    const db::AuditEntry &e = model_->entry(current.row());
    emit withdrawRequested(qs(e.dataset), qs(e.item));
}

bool AuditView::event(QEvent *event)
{
    // The main window has its own Ctrl+F (search goals and steps); inside this view the
    // key means "filter the trail", so claim it before the window's shortcut sees it.
    if (event->type() == QEvent::ShortcutOverride &&
        static_cast<QKeyEvent *>(event)->matches(QKeySequence::Find)) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

void AuditView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Find)) {
        find_->trigger();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace es::widgets
