#include "widgets/openpi/procedure_salience_view.h"
#include "widgets/common/blind_hint.h"

#include "db/openpi/openpi_snapshot.h"
#include "metrics/openpi.h"
#include "metrics/openpi_tallies.h"
#include "widgets/common/plain_label.h"
#include "widgets/common/qs.h"
#include "widgets/common/saved_views_bar.h"
#include "widgets/common/view_window.h"
#include "widgets/openpi/openpi_session.h"
#include "widgets/openpi/procedure_salience_model.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QLabel>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <span>

namespace es::widgets {

namespace openpi = metrics::openpi;

namespace {

// A rater's ratings of one procedure: ratings are sorted by procedure first.
std::span<const openpi::Rating> ratingsOf(const db::OpenPiSnapshot::Rater &r,
                                          std::uint32_t procedure)
{
    const auto [from, to] = std::equal_range(
        r.ratings.begin(), r.ratings.end(), openpi::Rating{procedure, 0, 0, 0},
        [](const openpi::Rating &a, const openpi::Rating &b) { return a.procedure < b.procedure; });
    return {from, to};
}

// What an invalid rating said, for showing: the stored raw value is JSON.
QString rawText(const std::string &raw)
{
    const auto parsed = nlohmann::json::parse(raw, nullptr, false);
    if (!parsed.is_discarded() && parsed.is_string()) {
        return qs(parsed.get<std::string>());
    }
    return qs(raw);
}

} // namespace

ProcedureSalienceView::ProcedureSalienceView(OpenPiSession &session, db::Project &project,
                                             QWidget *parent)
    : QWidget(parent), session_(session), project_(project)
{
    setObjectName(QStringLiteral("ProcedureSalienceView"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buildProcedureRow());
    layout->addLayout(buildFilterRow());

    goal_ = plainLabel({}, this, true);
    QFont big = goal_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    goal_->setFont(big);
    steps_ = plainLabel({}, this, true);
    layout->addWidget(goal_);
    layout->addWidget(steps_);
    count_ = plainLabel({}, this);
    layout->addWidget(count_);

    // The table keeps the width its digits need; beside it, what explains a row: the
    // pairs' r, the tints and the picked rating's explanation.
    auto *split = new QSplitter(Qt::Horizontal, this);
    model_ = new SalienceTableModel(this);
    buildTable(split);
    QWidget *side = buildSide(split);
    split->addWidget(table_);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);

    connectFilters();
    sessionChanged();
}

QHBoxLayout *ProcedureSalienceView::buildProcedureRow()
{
    auto *first = new QHBoxLayout;
    procedureBox_ = new QComboBox(this);
    procedureBox_->setObjectName(QStringLiteral("procedure"));
    procedureBox_->setMinimumContentsLength(30);
    procedureBox_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    auto *procedureLabel = new QLabel(tr("&Procedure:"), this);
    procedureLabel->setBuddy(procedureBox_);
    first->addWidget(procedureLabel);
    first->addWidget(procedureBox_, 1);
    views_ = new SavedViewsBar(project_, QStringLiteral("openpi.salience"), this);
    views_->setFiltersProvider([this] { return filters(); });
    views_->setPerson(session_.annotator());
    first->addWidget(views_);
    return first;
}

QHBoxLayout *ProcedureSalienceView::buildFilterRow()
{
    auto *second = new QHBoxLayout;
    raters_ = new QPushButton(tr("&Raters"), this);
    raters_->setObjectName(QStringLiteral("raters"));
    raters_->setToolTip(tr("Which annotators' and models' ratings to show"));
    raterMenu_ = new QMenu(raters_);
    raters_->setMenu(raterMenu_);
    showModels_ = new QCheckBox(tr("Show &models"), this);
    showModels_->setChecked(true);
    disagreements_ = new QCheckBox(tr("Only &disagreements (spread ≥ 2)"), this);
    scope_ = new QComboBox(this);
    scope_->addItem(tr("Global and local"), static_cast<int>(Scope::Both));
    scope_->addItem(tr("Global only"), static_cast<int>(Scope::Global));
    scope_->addItem(tr("Local only"), static_cast<int>(Scope::Local));
    auto *scopeLabel = new QLabel(tr("&Salience:"), this);
    scopeLabel->setBuddy(scope_);
    second->addWidget(raters_);
    second->addWidget(showModels_);
    second->addWidget(disagreements_);
    second->addSpacing(12);
    second->addWidget(scopeLabel);
    second->addWidget(scope_);
    second->addStretch(1);
    return second;
}

void ProcedureSalienceView::buildTable(QSplitter *split)
{
    table_ = new QTableView(split);
    table_->setObjectName(QStringLiteral("salience"));
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectItems);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setMinimumSectionSize(64);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

QWidget *ProcedureSalienceView::buildSide(QSplitter *split)
{
    auto *side = new QWidget(split);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(plainLabel(tr("Pearson's r on this procedure"), side));
    pairs_ = new RaterCorrelationModel(this);
    correlations_ = new QTableView(side);
    correlations_->setObjectName(QStringLiteral("correlations"));
    correlations_->setModel(pairs_);
    correlations_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    correlations_->setSelectionMode(QAbstractItemView::NoSelection);
    correlations_->verticalHeader()->hide();
    correlations_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    correlations_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    correlations_->setToolTip(
        tr("Pearson's r of each pair of shown raters on this procedure, as the "
           "statistics compute it (one (0, 0) point added against constant ratings)"));
    sideLayout->addWidget(correlations_);
    auto *legend = new QHBoxLayout;
    for (const auto &[caption, colour] : {std::pair{tr("people differ by 2 or more"), kSpreadTwo},
                                          std::pair{tr("people differ by 1"), kSpreadOne}}) {
        auto *l = plainLabel(caption, side);
        l->setWordWrap(false);
        l->setAutoFillBackground(true);
        QPalette p = l->palette();
        p.setColor(QPalette::Window, colour);
        p.setColor(QPalette::WindowText, Qt::black);
        l->setPalette(p);
        l->setContentsMargins(6, 1, 6, 1);
        legend->addWidget(l);
    }
    legend->addStretch(1);
    sideLayout->addLayout(legend);
    detail_ = plainLabel({}, side, true);
    detail_->setObjectName(QStringLiteral("detail"));
    sideLayout->addWidget(detail_);
    sideLayout->addStretch(1);
    return side;
}

void ProcedureSalienceView::connectFilters()
{
    auto refreshLater = [this] {
        if (!applying_) {
            refresh();
        }
    };
    connect(procedureBox_, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0) {
            procedure_ = static_cast<std::uint32_t>(procedureBox_->itemData(index).toUInt());
        }
        if (!applying_) {
            refresh();
        }
    });
    connect(scope_, &QComboBox::currentIndexChanged, this, refreshLater);
    connect(showModels_, &QCheckBox::toggled, this, refreshLater);
    connect(disagreements_, &QCheckBox::toggled, this, refreshLater);
    connect(table_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this] { showDetail(); });
    connect(views_, &SavedViewsBar::viewChosen, this, &ProcedureSalienceView::applyFilters);
    connect(&session_, &OpenPiSession::changed, this, &ProcedureSalienceView::sessionChanged);
    connect(&session_, &OpenPiSession::annotatorChanged, views_, &SavedViewsBar::setPerson);
}

ProcedureSalienceView::~ProcedureSalienceView() = default;

void ProcedureSalienceView::forgetSession()
{
    // Called as the session is destroyed, before the dialog is: hiding and tearing down
    // the table must neither call back into this view nor read the session's rows.
    disconnect(table_->selectionModel(), nullptr, this, nullptr);
    disconnect(&session_, nullptr, this, nullptr);
    model_->set({}, {});
}

ProcedureSalienceView *ProcedureSalienceView::open(OpenPiSession &session, db::Project &project,
                                                   std::uint32_t procedure, QWidget *parent)
{
    static QPointer<QDialog> dialog;
    ProcedureSalienceView *view =
        viewWindow<ProcedureSalienceView>(
            dialog, session, parent,
            {"ProcedureSalienceDialog", tr("OpenPI salience of a procedure"), QSize(1100, 760), 6},
            [&](ProcedureSalienceView *v) {
                return &v->session_ == &session && &v->project_ == &project && dialog->parentWidget() == parent;
            },
            [&](QDialog *d) { return new ProcedureSalienceView(session, project, d); },
            // The view holds the session by reference: it must not outlive it.
            [](ProcedureSalienceView *v) { v->forgetSession(); })
            .first;
    view->setProcedure(procedure);
    bringForward(dialog);
    return view;
}

QAbstractItemModel *ProcedureSalienceView::model() const
{
    return model_;
}

QString ProcedureSalienceView::raterKey(const std::string &name, bool model, bool gold)
{
    if (gold) {
        return QStringLiteral("gold");
    }
    return (model ? QStringLiteral("model:") : QStringLiteral("person:")) + qs(name);
}

bool ProcedureSalienceView::visible(std::uint32_t rater) const
{
    const auto &r = session_.snapshot().raters[rater];
    if (r.gold) {
        return !blind_;
    }
    return r.model || !blind_ || r.name == session_.annotator().toStdString();
}

std::vector<std::uint32_t> ProcedureSalienceView::visibleRaters() const
{
    std::vector<std::uint32_t> out;
    for (std::uint32_t r = 0; r < session_.snapshot().raters.size(); ++r) {
        if (visible(r)) {
            out.push_back(r);
        }
    }
    return out;
}

void ProcedureSalienceView::setProcedure(std::uint32_t procedure)
{
    if (procedure >= session_.snapshot().procedures.size()) {
        return;
    }
    procedure_ = procedure;
    const int at = procedureBox_->findData(procedure);
    {
        const QSignalBlocker block(procedureBox_);
        procedureBox_->setCurrentIndex(at);
    }
    if (!applying_) {
        refresh();
    }
}

std::optional<std::uint32_t> ProcedureSalienceView::procedure() const
{
    return procedure_;
}

void ProcedureSalienceView::setBlind(bool blind)
{
    if (blind == blind_) {
        return;
    }
    blind_ = blind;
    sessionChanged();
}

void ProcedureSalienceView::setScope(Scope scope)
{
    scope_->setCurrentIndex(scope_->findData(static_cast<int>(scope)));
}

void ProcedureSalienceView::setRaterShown(const QString &key, bool shown)
{
    if (shown) {
        hidden_.remove(key);
    } else {
        hidden_.insert(key);
    }
    for (QAction *a : raterMenu_->actions()) {
        if (a->data().toString() == key) {
            const QSignalBlocker block(a);
            a->setChecked(shown);
        }
    }
    if (!applying_) {
        refresh();
    }
}

QJsonObject ProcedureSalienceView::filters() const
{
    QJsonObject o;
    if (procedure_) {
        o[QStringLiteral("procedure")] = qs(session_.snapshot().procedures[*procedure_].key);
    }
    static const char *const scopes[] = {"both", "global", "local"};
    o[QStringLiteral("scope")] = QString::fromLatin1(scopes[scope_->currentData().toInt()]);
    o[QStringLiteral("showModels")] = showModels_->isChecked();
    o[QStringLiteral("onlyDisagreements")] = disagreements_->isChecked();
    QStringList hidden(hidden_.begin(), hidden_.end());
    hidden.sort();
    o[QStringLiteral("hidden")] = QJsonArray::fromStringList(hidden);
    return o;
}

void ProcedureSalienceView::applyFilters(const QJsonObject &filters)
{
    // A saved view is data too: unknown keys and odd values are ignored, not trusted.
    applying_ = true;
    if (const QJsonValue v = filters.value(QStringLiteral("procedure")); v.isString()) {
        const auto &procedures = session_.snapshot().procedures;
        for (std::uint32_t p = 0; p < procedures.size(); ++p) {
            if (qs(procedures[p].key) == v.toString()) {
                setProcedure(p);
                break;
            }
        }
    }
    if (const QJsonValue v = filters.value(QStringLiteral("scope")); v.isString()) {
        const QString s = v.toString();
        setScope(s == QLatin1String("global")  ? Scope::Global
                 : s == QLatin1String("local") ? Scope::Local
                                               : Scope::Both);
    }
    if (const QJsonValue v = filters.value(QStringLiteral("showModels")); v.isBool()) {
        showModels_->setChecked(v.toBool());
    }
    if (const QJsonValue v = filters.value(QStringLiteral("onlyDisagreements"));
        v.isBool() && disagreements_->isEnabled()) {
        disagreements_->setChecked(v.toBool());
    }
    if (const QJsonValue v = filters.value(QStringLiteral("hidden")); v.isArray()) {
        hidden_.clear();
        for (const QJsonValue &k : v.toArray()) {
            if (k.isString()) {
                hidden_.insert(k.toString());
            }
        }
        rebuildRaterMenu();
    }
    applying_ = false;
    refresh();
}

void ProcedureSalienceView::sessionChanged()
{
    // Whether people disagree needs everyone's ratings: not while working blind.
    disagreements_->setEnabled(!blind_);
    disagreements_->setToolTip(
        blind_ ? blindHint() : QString());
    if (blind_) {
        const QSignalBlocker block(disagreements_);
        disagreements_->setChecked(false);
    }
    rebuildProcedures();
    rebuildRaterMenu();
    refresh();
}

void ProcedureSalienceView::rebuildProcedures()
{
    const auto &procedures = session_.snapshot().procedures;
    std::vector<std::int64_t> ids;
    ids.reserve(procedures.size());
    for (const auto &p : procedures) {
        ids.push_back(p.id);
    }
    // Every rating changes the session; refilling thousands of combo items each time
    // would make rating sluggish, so only an import (new or reordered procedures) does.
    if (ids == procedureIds_) {
        return;
    }
    const std::optional<std::int64_t> keep = procedure_ && *procedure_ < procedureIds_.size()
                                                 ? std::optional(procedureIds_[*procedure_])
                                                 : std::nullopt;
    procedureIds_ = std::move(ids);
    const auto at =
        keep ? std::find(procedureIds_.begin(), procedureIds_.end(), *keep) : procedureIds_.end();
    procedure_.reset();
    if (at != procedureIds_.end()) {
        procedure_ = static_cast<std::uint32_t>(at - procedureIds_.begin());
    } else if (!procedures.empty()) {
        procedure_ = 0;
    }
    const QSignalBlocker block(procedureBox_);
    procedureBox_->clear();
    for (std::uint32_t p = 0; p < procedures.size(); ++p) {
        // Combo items are plain text.
        procedureBox_->addItem(tr("%1 — %2").arg(qs(procedures[p].key), qs(procedures[p].goal)), p);
    }
    procedureBox_->setCurrentIndex(procedure_ ? static_cast<int>(*procedure_) : -1);
}

void ProcedureSalienceView::rebuildRaterMenu()
{
    const auto &snap = session_.snapshot();
    raterMenu_->clear();
    for (const std::uint32_t r : visibleRaters()) {
        const auto &rater = snap.raters[r];
        const QString key = raterKey(rater.name, rater.model, rater.gold);
        // Menu texts read '&' as a shortcut mark; a name from the data is escaped.
        QString name = qs(rater.name).replace(QLatin1Char('&'), QStringLiteral("&&"));
        QAction *a = raterMenu_->addAction(rater.gold    ? tr("gold (adjudicated)")
                                           : rater.model ? tr("%1 (model)").arg(name)
                                                         : name);
        a->setCheckable(true);
        a->setChecked(!hidden_.contains(key));
        a->setData(key);
        connect(a, &QAction::toggled, this, [this, key](bool on) { setRaterShown(key, on); });
    }
}

void ProcedureSalienceView::refresh()
{
    const auto &snap = session_.snapshot();
    columns_.clear();
    if (!procedure_ || *procedure_ >= snap.procedures.size()) {
        goal_->clear();
        steps_->clear();
        count_->clear();
        model_->set({}, {});
        pairs_->setRows({});
        showDetail();
        return;
    }
    const std::uint32_t p = *procedure_;
    const auto &proc = snap.procedures[p];
    goal_->setText(tr("%1 (%2)").arg(qs(proc.goal), qs(proc.key)));
    QStringList steps;
    for (std::size_t s = 0; s < proc.steps.size(); ++s) {
        steps << tr("%1. %2").arg(s + 1).arg(qs(proc.steps[s]));
    }
    steps_->setText(steps.join(QLatin1Char('\n')));

    QStringList header{tr("Entity"), tr("Salience")};
    for (const std::uint32_t r : visibleRaters()) {
        const auto &rater = snap.raters[r];
        if ((rater.model && !showModels_->isChecked()) ||
            hidden_.contains(raterKey(rater.name, rater.model, rater.gold)) ||
            ratingsOf(rater, p).empty()) {
            continue;
        }
        columns_.push_back(r);
        header << (rater.gold    ? tr("gold")
                   : rater.model ? tr("%1 (model)").arg(qs(rater.name))
                                 : qs(rater.name));
    }
    header << tr("Spread");

    const auto scope = static_cast<Scope>(scope_->currentData().toInt());
    std::vector<SalienceTableModel::Row> rows;
    std::size_t all = 0;
    for (const std::uint32_t e : proc.entities) {
        const auto &entity = snap.entities[e];
        for (std::uint32_t step = 0; step <= proc.steps.size(); ++step) {
            if ((scope == Scope::Global && step != 0) || (scope == Scope::Local && step == 0)) {
                continue;
            }
            ++all;
            SalienceTableModel::Row row{
                e, step, {qs(entity.name), step == 0 ? tr("global") : tr("step %1").arg(step)}, {}};
            openpi::RatingSpread people;
            for (const std::uint32_t r : columns_) {
                const auto &rater = snap.raters[r];
                const auto i = rater.find(entity, e, step);
                if (i < 0) {
                    row.cells << QString();
                    continue;
                }
                const auto k = static_cast<std::size_t>(i);
                const bool invalid = k < rater.raw.size() && !rater.raw[k].empty();
                if (invalid) {
                    // Not a rating: shown as given, and left out of the spread.
                    row.cells << tr("%1 (invalid)").arg(rawText(rater.raw[k]));
                    continue;
                }
                const int v = rater.ratings[k].value;
                row.cells << QString::number(v);
                if (!rater.model && !rater.gold) {
                    people.add(v);
                }
            }
            row.spread = people.spread();
            row.cells << (row.spread ? QString::number(*row.spread) : QString());
            if (disagreements_->isChecked() && row.spread.value_or(0) < 2) {
                continue;
            }
            rows.push_back(std::move(row));
        }
    }
    const std::size_t shown = rows.size();
    const std::size_t two = static_cast<std::size_t>(std::count_if(
        rows.begin(), rows.end(), [](const auto &r) { return r.spread.value_or(0) >= 2; }));
    const QModelIndex keep = table_->currentIndex();
    const int keepRow = keep.row(), keepColumn = keep.column();
    model_->set(header, std::move(rows));
    if (keepRow >= 0 && keepRow < model_->rowCount() && keepColumn < model_->columnCount()) {
        table_->setCurrentIndex(model_->index(keepRow, keepColumn));
    }
    count_->setText(
        shown == all
            ? tr("%n rating row(s); %1 where the people differ by 2 or more", nullptr,
                 static_cast<int>(shown))
                  .arg(two)
            : tr("%1 of %n rating row(s) shown", nullptr, static_cast<int>(all)).arg(shown));
    refreshCorrelations();
    showDetail();
}

void ProcedureSalienceView::refreshCorrelations()
{
    const auto &snap = session_.snapshot();
    const std::uint32_t p = *procedure_;
    auto name = [&](std::uint32_t r) {
        const auto &rater = snap.raters[r];
        return rater.gold    ? tr("gold")
               : rater.model ? tr("%1 (model)").arg(qs(rater.name))
                             : qs(rater.name);
    };
    std::vector<RaterCorrelationModel::Row> rows;
    for (std::size_t a = 0; a < columns_.size(); ++a) {
        for (std::size_t b = a + 1; b < columns_.size(); ++b) {
            const auto agreement = openpi::salienceAgreement(
                ratingsOf(snap.raters[columns_[a]], p), ratingsOf(snap.raters[columns_[b]], p));
            if (agreement.perProcedure.empty()) {
                continue;
            }
            const auto &c = agreement.perProcedure.front();
            rows.push_back(
                {tr("%1 / %2").arg(name(columns_[a]), name(columns_[b])), c.global, c.local});
        }
    }
    pairs_->setRows(std::move(rows));
    correlations_->resizeRowsToContents();
    // As tall as its rows (a pair or three is the usual), at most about six of them.
    int height = correlations_->horizontalHeader()->height() + 2 * correlations_->frameWidth();
    for (int row = 0; row < pairs_->rowCount(); ++row) {
        height += correlations_->rowHeight(row);
    }
    correlations_->setFixedHeight(
        std::min(height, correlations_->horizontalHeader()->height() * 7) + 4);
}

void ProcedureSalienceView::showDetail()
{
    const QModelIndex current = table_->currentIndex();
    const int column = current.isValid() ? current.column() - 2 : -1;
    if (column < 0 || static_cast<std::size_t>(column) >= columns_.size()) {
        detail_->setText(tr("Pick a rating to read its explanation, if the rater gave one."));
        return;
    }
    const auto &row = model_->rows()[static_cast<std::size_t>(current.row())];
    const auto r = columns_[static_cast<std::size_t>(column)];
    const auto &snap = session_.snapshot();
    const QString why = session_.explanation(static_cast<int>(r), row.entity, row.step);
    const QString who = snap.raters[r].gold ? tr("gold") : qs(snap.raters[r].name);
    const QString target = row.step == 0 ? tr("global") : tr("step %1").arg(row.step);
    detail_->setText(
        why.isEmpty()
            ? tr("%1 on %2, %3: no explanation")
                  .arg(who, qs(snap.entities[row.entity].name), target)
            : tr("%1 on %2, %3: %4").arg(who, qs(snap.entities[row.entity].name), target, why));
}

} // namespace es::widgets
