#include "widgets/esd/pair_list_view.h"

#include "widgets/esd/pair_list_model.h"

#include <QEvent>
#include <QHeaderView>
#include <QStyledItemDelegate>

namespace es::widgets {

namespace {

// Steps are drawn a little to the right of their goal, as a tree would nest them.
class IndentingDelegate : public QStyledItemDelegate
{
  public:
    IndentingDelegate(const PairListView &view, QObject *parent)
        : QStyledItemDelegate(parent), view_(view)
    {
    }

  protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.column() == PairListModel::TextColumn &&
            !index.data(PairListModel::GoalRowRole).toBool()) {
            option->rect.adjust(view_.indentation(), 0, 0, 0);
        }
    }

  private:
    const PairListView &view_;
};

} // namespace

PairListView::PairListView(QWidget *parent) : QTableView(parent)
{
    setItemDelegate(new IndentingDelegate(*this, this));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setShowGrid(false);
    setWordWrap(false);
    setCornerButtonEnabled(false);
    // Tab leaves the list, as it left the tree it replaces.
    setTabKeyNavigation(false);
    verticalHeader()->hide();
    // Fixed heights: the header then keeps no per-row layout worth the name.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setStretchLastSection(false);
    fitRowHeight();
}

int PairListView::indentation() const
{
    return 2 * fontMetrics().averageCharWidth();
}

void PairListView::changeEvent(QEvent *event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        fitRowHeight();
    }
}

void PairListView::fitRowHeight()
{
    // A line of text (goal rows are bold, which is no taller) with the style's focus margins.
    const int margin = style()->pixelMetric(QStyle::PM_FocusFrameVMargin, nullptr, this);
    verticalHeader()->setMinimumSectionSize(1);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 2 * margin + 2);
}

} // namespace es::widgets
