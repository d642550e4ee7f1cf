#pragma once
// The drill-down behind an ESTER chart bar: one rater's questions of one relation type,
// worst token F1 first, and the chosen question's passage with the gold spans and the
// rater's spans drawn apart, so an error can be read rather than guessed from a mean.

#include "metrics/ester.h"

#include <QJsonObject>
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

class QAbstractItemModel;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListView;
class QSplitter;
class QTableView;

namespace es::db {
class Project;
struct EsterSnapshot;
struct EsterAnalysis;
} // namespace es::db

namespace es::widgets {

class AnswerListModel;
class EsterSession;
class PassageView;
class SavedViewsBar;
class TypeErrorsModel;

class TypeErrorsView : public QWidget
{
    Q_OBJECT

  public:
    TypeErrorsView(EsterSession &session, db::Project &project, QWidget *parent = nullptr);
    ~TypeErrorsView() override;

    // Shows the view in one non-modal dialog, reused by every later call, on the rater's
    // (a model's or a person's name) questions of `type` (nullopt: every type). The
    // dialog keeps its blind setting between calls; it starts blind.
    static TypeErrorsView *open(EsterSession &session, db::Project &project, const QString &rater,
                                std::optional<metrics::ester::Relation> type, QWidget *parent);

    // A name the rater list does not hold (someone else's, while blind) lists nothing.
    void setRater(const QString &rater);
    void setType(std::optional<metrics::ester::Relation> type);
    // Blind: only the signed-in person's and the models' answers, the released gold.
    void setBlind(bool blind);
    bool blind() const { return blind_; }

    QString rater() const;
    std::optional<metrics::ester::Relation> type() const;

    // The filters as a saved view stores them, and back.
    QJsonObject filters() const;
    void applyFilters(const QJsonObject &filters);

    // Question indices of the snapshot in table order.
    std::vector<std::uint32_t> listedQuestions() const;
    std::optional<std::uint32_t> currentQuestion() const;
    // Selects a listed question's row; false when it is not listed.
    bool selectQuestion(std::uint32_t question);

    enum class Mark { Gold, Predicted, Both };
    // A run of the passage drawn one way, in code points, end exclusive.
    struct DrawnRange
    {
        int start = 0;
        int end = 0;
        Mark mark = Mark::Gold;
        friend bool operator==(const DrawnRange &, const DrawnRange &) = default;
    };
    const std::vector<DrawnRange> &drawnRanges() const { return drawn_; }

    // For tests and screenshots.
    QComboBox *raterBox() const { return raterBox_; }
    QComboBox *typeBox() const { return typeBox_; }
    QLineEdit *searchEdit() const { return search_; }
    QDoubleSpinBox *minF1Box() const { return minF1_; }
    QDoubleSpinBox *maxF1Box() const { return maxF1_; }
    QCheckBox *errorsOnlyBox() const { return errorsOnly_; }
    QComboBox *agreementBox() const { return agreement_; }
    QTableView *table() const { return table_; }
    QAbstractItemModel *model() const;
    PassageView *passageView() const { return passage_; }
    QListView *goldList() const { return goldList_; }
    QListView *predictedList() const { return predictedList_; }
    QLabel *questionLabel() const { return question_; }
    SavedViewsBar *savedViews() const { return views_; }

  protected:
    void showEvent(QShowEvent *event) override;

  private:
    // The constructor's parts: the rater, type and search row; the F1, agreement and saved
    // views row; the questions' table; the chosen question's detail; the filters' wiring.
    QHBoxLayout *buildSearchRow();
    QHBoxLayout *buildFilterRow();
    void buildTable(QSplitter *split);
    QWidget *buildDetail(QSplitter *split);
    void connectFilters();
    // Detaches from a session that is being destroyed.
    void forgetSession();
    // The snapshot this view reads: the session's, or its blind restriction.
    const db::EsterSnapshot &snapshot() const;
    const db::EsterAnalysis &analysis() const;
    void sessionChanged();
    // Re-reads the session (and restricts it when blind), then the raters and the rows.
    void refreshAll();
    void rebuildRaters();
    void relist();
    void showCurrent();
    void drawSpans(const QString &passage, std::uint32_t question, int rater);

    EsterSession &session_;
    db::Project &project_;
    static constexpr int kModelRole = Qt::UserRole + 1;

    bool blind_ = true;
    bool stale_ = false; // the session changed while hidden
    // The rater asked for, kept while the list lacks them (blind) so they come back.
    QString raterName_;
    std::optional<bool> raterIsModel_;
    bool applying_ = false; // filters are being set together: relist once at the end
    struct Restricted;
    std::unique_ptr<Restricted> restricted_;
    std::vector<DrawnRange> drawn_;

    QComboBox *raterBox_;
    QComboBox *typeBox_;
    QLineEdit *search_;
    QDoubleSpinBox *minF1_;
    QDoubleSpinBox *maxF1_;
    QCheckBox *errorsOnly_;
    QComboBox *agreement_;
    SavedViewsBar *views_;
    QLabel *count_;
    TypeErrorsModel *model_;
    QTableView *table_;
    QLabel *question_;
    QLabel *info_;
    PassageView *passage_;
    QListView *goldList_;
    QListView *predictedList_;
    AnswerListModel *goldAnswers_;
    AnswerListModel *predictedAnswers_;
};

} // namespace es::widgets
