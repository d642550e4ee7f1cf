#pragma once
// The navigator's view of PairListModel: one row a goal or step, steps indented under their
// goal, every row the same height so that the view lays out nothing per row.

#include <QTableView>

namespace es::widgets {

class PairListView : public QTableView
{
    Q_OBJECT

  public:
    explicit PairListView(QWidget *parent = nullptr);
    // How far a step is indented under its goal, in pixels.
    int indentation() const;

  protected:
    void changeEvent(QEvent *event) override;

  private:
    void fitRowHeight();
};

} // namespace es::widgets
