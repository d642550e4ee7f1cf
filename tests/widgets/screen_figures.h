#pragma once
// Everything a panel shows as a figure, printed as lines of text, so that a test can say
// "after this edit and its undo the screen is exactly as before" without naming each
// label: label and progress-bar texts, every cell of every item view, every chart's
// series, bar values, points and axes. Error bars are waited for (they are computed in
// the background) so that a pending interval never passes for a changed figure.

#include "widgets/common/error_bars.h"
#include "widgets/ester/ester_splits_tab.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChartView>
#include <QLabel>
#include <QProgressBar>
#include <QTest>
#include <QValueAxis>
#include <QXYSeries>

namespace es::test {

inline void printModel(const QAbstractItemModel *model, const QModelIndex &parent, const QString &prefix,
                       QStringList &out)
{
    for (int r = 0; r < model->rowCount(parent); ++r) {
        QStringList cells;
        for (int c = 0; c < model->columnCount(parent); ++c) {
            cells << model->index(r, c, parent).data().toString();
        }
        out << prefix + cells.join(QLatin1Char('|'));
        const QModelIndex first = model->index(r, 0, parent);
        if (model->hasChildren(first)) {
            printModel(model, first, prefix + QLatin1String("  "), out);
        }
    }
}

inline void printChart(const QChart *chart, const QString &name, QStringList &out)
{
    for (QAbstractSeries *s : chart->series()) {
        QString line = name + QLatin1String(" series ") + s->name() + QLatin1Char(':');
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s)) {
            for (QBarSet *set : bars->barSets()) {
                line += QLatin1Char(' ') + set->label() + QLatin1Char('=');
                for (int i = 0; i < set->count(); ++i) {
                    line += QString::number(set->at(i), 'g', 12) + QLatin1Char(',');
                }
            }
        } else if (auto *xy = qobject_cast<QXYSeries *>(s)) {
            for (const QPointF &p : xy->points()) {
                line += QStringLiteral(" (%1,%2)").arg(p.x(), 0, 'g', 12).arg(p.y(), 0, 'g', 12);
            }
        }
        out << line;
    }
    for (QAbstractAxis *a : chart->axes()) {
        QString line = name + QLatin1String(" axis ") + a->titleText() + QLatin1Char(':');
        if (auto *c = qobject_cast<QBarCategoryAxis *>(a)) {
            // The names, not how they are wrapped to the chart's width at the moment.
            QStringList names = c->categories();
            for (QString &n : names) {
                n.remove(QLatin1String("<br>")).remove(QLatin1Char(' '));
            }
            line += names.join(QLatin1Char(','));
        } else if (auto *v = qobject_cast<QValueAxis *>(a)) {
            line += QStringLiteral("%1..%2").arg(v->min(), 0, 'g', 12).arg(v->max(), 0, 'g', 12);
        }
        out << line;
    }
}

// The first bar series of a chart view's chart, or nullptr.
inline QAbstractBarSeries *firstBarSeries(const QChartView *view)
{
    for (QAbstractSeries *s : view->chart()->series()) {
        if (auto *b = qobject_cast<QAbstractBarSeries *>(s)) {
            return b;
        }
    }
    return nullptr;
}

// Waits (up to `ms`) until no error bar under `root` is still being computed, nor the
// ESTER figures per split.
inline bool errorBarsSettled(const QWidget *root, int ms = 30000)
{
    auto settled = [root] {
        for (const auto *bars : root->findChildren<widgets::ErrorBarChart *>()) {
            if (bars->pending()) {
                return false;
            }
        }
        for (const auto *splits : root->findChildren<widgets::EsterSplitsTab *>()) {
            if (splits->pending()) {
                return false;
            }
        }
        return true;
    };
    return QTest::qWaitFor(settled, ms);
}

// The figures under each root, in a stable order (the widgets' tree order).
inline QStringList screenFigures(const QList<QWidget *> &roots)
{
    QStringList out;
    for (const QWidget *root : roots) { // NOLINT: read only
        if (!root) {
            continue;
        }
        errorBarsSettled(root);
        const QString where = root->metaObject()->className();
        for (const QLabel *l : root->findChildren<QLabel *>()) {
            if (!l->text().isEmpty()) {
                out << where + QLatin1String(" label ") + l->objectName() + QLatin1Char(':') + l->text();
            }
        }
        for (const QProgressBar *p : root->findChildren<QProgressBar *>()) {
            out << where + QLatin1String(" progress:") + p->text() +
                       QStringLiteral(" %1/%2 %3").arg(p->value()).arg(p->maximum()).arg(p->isVisible());
        }
        QList<const QAbstractItemView *> views;
        if (auto *v = qobject_cast<const QAbstractItemView *>(root)) {
            views << v;
        }
        for (const QAbstractItemView *v : root->findChildren<QAbstractItemView *>()) {
            views << v;
        }
        for (const QAbstractItemView *v : views) {
            if (v->model()) {
                printModel(v->model(), {}, where + QLatin1String(" view ") + v->objectName() + QLatin1Char(':'), out);
            }
        }
        for (const QChartView *c : root->findChildren<QChartView *>()) {
            printChart(c->chart(), where + QLatin1String(" chart ") + c->chart()->title(), out);
        }
    }
    return out;
}

// The first line that differs, for a readable failure.
inline QString firstDifference(const QStringList &a, const QStringList &b)
{
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i) {
        if (a[i] != b[i]) {
            return QStringLiteral("line %1:\n  before: %2\n  after:  %3").arg(i).arg(a[i], b[i]);
        }
    }
    return a.size() == b.size() ? QString() : QStringLiteral("%1 lines before, %2 after").arg(a.size()).arg(b.size());
}

} // namespace es::test
