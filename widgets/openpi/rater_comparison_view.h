#pragma once
// The OpenPI panel's comparison of two raters' salience on a procedure: their ratings side
// by side, tinted where they differ, under the procedure's Pearson r of the pair.

#include <QWidget>
#include <cstdint>
#include <optional>

class QComboBox;
class QLabel;
class QTableView;

namespace es::widgets {

class OpenPiSession;
class SalienceComparisonModel;

class RaterComparisonView : public QWidget
{
    Q_OBJECT

  public:
    explicit RaterComparisonView(OpenPiSession &session, QWidget *parent = nullptr);

    // The procedure shown (an index of the session's snapshot); refreshes.
    void setProcedure(std::optional<std::uint32_t> procedure);
    // Refills the choices of raters; in blind work no other person's.
    void fillRaters(bool blind);
    // Compares raters `a` and `b` (indices into the snapshot's raters) where both are offered.
    void showRaters(int a, int b);
    void refresh();

    QTableView *table() const { return table_; }
    // The procedure's figures of the pair above the table.
    QLabel *summary() const { return compareSummary_; }
    SalienceComparisonModel *model() const { return model_; }

  private:
    OpenPiSession &session_;
    std::optional<std::uint32_t> procedure_;

    QComboBox *raterA_;
    QComboBox *raterB_;
    QLabel *compareSummary_;
    SalienceComparisonModel *model_;
    QTableView *table_;
};

} // namespace es::widgets
