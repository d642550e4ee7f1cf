#pragma once
// The ESTER workbench: passages and their questions on the left; the passage with its
// triggers in the middle; below it the question editor, the review and the comparison
// of every rater's answers. Keyboard first: 1-5 relation, A add the selection as an
// answer, Enter save, N new question, T trigger mode, J/K next/previous question,
// V/I valid/invalid, 1-7 on the Review tab invalid for a reason, M add a missing answer.
// The list filters to a writer's questions, or to a seeded review sample of every
// writer's questions.

#include "db/ester/ester_store.h"

#include <QWidget>
#include <functional>
#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QSpinBox;
class QTableView;
class QSplitter;
class QTabWidget;
class QTreeView;
class QUndoStack;

namespace es::widgets {

class EsterComparisonTab;
class EsterEditorTab;
class EsterNavigatorModel;
class EsterReviewTab;
class EsterSession;
class PassageView;

class EsterPanel : public QWidget
{
    Q_OBJECT

  public:
    EsterPanel(EsterSession &session, QUndoStack &undo, QWidget *parent = nullptr);

    enum class Filter { All, MineUnanswered, WithGold, ModelMisses, Writer, ReviewSample };
    void setFilter(Filter filter, std::optional<metrics::ester::Relation> type = std::nullopt,
                   const QString &model = {});
    // Every question `writer` wrote.
    void showWriter(const QString &writer);
    // The review queue: `perWriter` questions of each writer (of `writer` alone, when
    // given), drawn with `seed` (metrics::ester::writerSample).
    void setReviewSample(int perWriter, quint64 seed, const QString &writer = {});
    // The questions the navigator lists now, in its order.
    std::vector<std::int64_t> listedQuestions() const;

    void showQuestion(std::int64_t questionId);
    void showPassage(std::uint32_t passage);
    void newQuestion();
    void setRelation(metrics::ester::Relation type);
    bool addSelectionAsAnswer();
    void removeAnswer(int index);
    // Saves the draft; then, when `thenNext`, moves on to the next question.
    bool save(bool thenNext = true);
    // Before another question or passage takes the editor, or the window closes: true when
    // the draft may go (nothing unsaved, or saved or dropped as the person chose), false
    // to stay on it.
    bool mayLeaveDraft();
    void setTriggerMode(bool on);
    // V and I: valid, or invalid with the reason typed (and the reason code the review has).
    bool setReview(bool valid);
    // 1-7 on the Review tab: invalid for that reason (with the reason typed, if any).
    bool setInvalidReason(metrics::ester::InvalidReason reason);
    bool addMissingAnswer();
    void nextQuestion(bool backwards);
    // Adjudicators and viewers read: `why` says so above the passage, and the editing
    // keys and buttons do nothing but point at it. Empty: the signed-in person annotates.
    void setReadOnly(const QString &why);
    QString readOnlyReason() const { return readOnly_; }
    // Blind: the comparison shows only the signed-in person's answers and the models'.
    void setBlind(bool blind);

    std::optional<std::int64_t> currentQuestion() const { return question_; }
    const db::EsterAnswerSet &draft() const { return draft_; }

    // For tests and screenshots.
    QTreeView *navigator() const { return tree_; }
    EsterNavigatorModel *navigatorModel() const { return list_; }
    // Whether 1-5 choose the relation now (not while a question is being typed).
    bool relationKeysActive() const;
    PassageView *passageView() const { return passage_view_; }
    QLineEdit *questionEdit() const;
    QListView *answerList() const;
    QLabel *checksLabel() const;
    QPushButton *saveButton() const;
    QTableView *comparison() const;
    QTabWidget *tabs() const { return tabs_; }
    QLineEdit *reviewReason() const;
    QComboBox *filterBox() const { return filterBox_; }
    QComboBox *writerBox() const { return writerBox_; }
    QSpinBox *sampleSize() const { return sampleSize_; }
    QSpinBox *sampleSeed() const { return sampleSeed_; }
    QLabel *sampleInfo() const { return sampleInfo_; }
    // The reason code the Review tab shows as chosen.
    std::optional<metrics::ester::InvalidReason> shownReason() const;
    static constexpr int kReviewTab = 1;

    // Ctrl+F: into the search field, its text selected to type over.
    void focusSearch();

  signals:
    void currentQuestionChanged();

  private:
    // The parts of the constructor (ester_panel_parts.cpp).
    void buildNavigator(QSplitter *split);
    void buildCentre(QSplitter *split);
    // The Question, Review and Compare tabs, and what they ask of the panel.
    void buildTabs();
    void connectNavigator();
    void addKeys();
    // Digits choose the relation, or on the Review tab a reason: one set of keys at a time.
    void updateDigitKeys();
    bool review(const db::EsterReviewValue &after, const QString &what);
    void updateWriterControls();
    // The questions of the review sample, as a mark per question index.
    void drawSample();
    bool refuseReadOnly() const;
    void rebuildNavigator();
    // After an edit the session made in place: the navigator's rows it touched.
    void followInNavigator(const metrics::ester::Change &change);
    // Marks the current question (or, for a new question, its passage) in the navigator.
    void selectInNavigator();
    void refresh();
    void loadDraft();
    void updateEditor();
    void updateChecks();
    void updateReview();
    void updateComparison();
    void drawAnswers(const std::vector<db::EsterAnswer> &answers);
    void toggleTrigger(const db::EsterSpan &span);
    // Which questions the navigator lists under the filters now set.
    std::function<bool(std::uint32_t)> listFilter() const;
    std::vector<std::pair<int, int>> triggersUtf16() const;
    // The passage's current selection, snapped to words, as an answer.
    std::optional<db::EsterAnswer> selectedAnswer() const;
    // The answers a review judges: the question author's, else gold.
    std::vector<db::EsterAnswer> reviewedAnswers() const;

    EsterSession &session_;
    QUndoStack &undo_;
    std::optional<std::uint32_t> passage_;
    std::optional<std::int64_t> question_;
    db::EsterAnswerSet draft_;
    bool draftIsNew_ = false;
    bool dirty_ = false;

    bool blind_ = true; // the draft holds edits not saved yet
    Filter filter_ = Filter::All;
    std::optional<metrics::ester::Relation> typeFilter_;
    QString modelFilter_;
    QString writerFilter_;
    std::vector<bool> sampled_;

    QComboBox *filterBox_;
    QComboBox *typeBox_;
    QWidget *writerRow_;
    QComboBox *writerBox_;
    QWidget *sampleRow_;
    QSpinBox *sampleSize_;
    QSpinBox *sampleSeed_;
    QLabel *sampleInfo_;
    QLineEdit *search_;
    QTreeView *tree_;
    EsterNavigatorModel *list_;
    // The edit the session is announcing, between its followed() and changed().
    std::optional<metrics::ester::Change> followed_;
    bool selecting_ = false; // the navigator's current row set by the panel, not the person
    PassageView *passage_view_;
    QPushButton *triggerMode_;
    QPushButton *newButton_;
    QLabel *passageInfo_;
    QLabel *questionTitle_;
    QTabWidget *tabs_;
    EsterEditorTab *editor_;
    EsterReviewTab *review_;
    EsterComparisonTab *compare_;
    QLabel *readOnlyNotice_;
    QString readOnly_;
    QList<QAction *> relationActions_;
    QList<QAction *> reasonActions_;
};

// EventScope's name of a relation for people ("Causal", "Conditional", ...), translated.
QString relationTitle(metrics::ester::Relation type);

} // namespace es::widgets
