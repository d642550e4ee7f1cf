#pragma once
// Adjudication review: each dataset's queue of disagreements, most disagreement first,
// every rater side by side (models only when asked for), and the adjudicator's decision
// with a note. A decision becomes gold at once; it is an undoable command like any edit.

#include "db/review/adjudication.h"

#include <QWidget>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableView;
class QUndoStack;

namespace es::widgets {

class EsdSession;
class EsterSession;
class OpenPiSession;
class RatersModel;

class AdjudicationPanel : public QWidget
{
    Q_OBJECT

  public:
    enum Dataset { Esd, Ester, OpenPi };

    AdjudicationPanel(EsdSession &esd, EsterSession &ester, OpenPiSession &openpi, QUndoStack &undo,
                      QWidget *parent = nullptr);

    void setDataset(Dataset dataset);
    Dataset dataset() const;
    // For tests: the queue as listed (its model's rows and their text), and choosing an
    // entry.
    QListView *queue() const { return queue_; }
    int queueRow() const;
    int queueCount() const;
    QString queueText(int row) const;
    QTableView *raters() const { return raters_; }
    void setShowModels(bool show);
    void setHideDecided(bool hide);
    void selectEntry(int row);

    // Decisions on the current entry, as the buttons make them.
    bool decideEsd(std::int8_t label);
    bool decideEsterFrom(const QString &rater);
    // "Take": fills the decision with that rater's type and answers, deciding nothing.
    void proposeEsterFrom(const QString &rater);
    bool decideEster(metrics::ester::Relation type, const QStringList &answers);
    bool decideSalience(std::uint32_t step, int value);
    bool decideClustersFrom(const QString &rater);
    // The current OpenPI step's state changes as that person wrote them become its gold.
    bool decideStatesFrom(const QString &rater);
    bool withdraw();
    void setNote(const QString &note);

  public slots:
    void refresh();

  protected:
    void showEvent(QShowEvent *event) override;

  signals:
    // Show an item in its dataset's own tab.
    void esdPairRequested(std::uint32_t pair);
    void esterQuestionRequested(std::int64_t question);
    void openPiProcedureRequested(std::uint32_t procedure);

  private:
    struct Entry
    {
        std::uint32_t item = 0;
        double disagreement = 0;
        bool decided = false;
        // OpenPI only
        bool clusters = false;
        db::OpenPiClusterKind kind = db::OpenPiClusterKind::Entity;
        bool relabelled = false; // ESD: a label changed after the decision
        bool states = false;     // OpenPI: a step's state changes (item: the procedure)
        std::uint32_t step = 0;  // from 1
    };
    class QueueModel;
    // The parts of the constructor (adjudication_decisions.cpp).
    void buildDecisionPages();
    void connectActions();
    void rebuildQueue();
    QString entryText(const Entry &e) const;
    void setQueueRow(int row);
    void showDecisionPage(int page);
    void showEntry();
    void showEsd(const Entry &e);
    void showEster(const Entry &e);
    void showOpenPi(const Entry &e);
    // A step's state changes (states_adjudication.cpp).
    void buildStatesPage();
    void showOpenPiStates(const Entry &e);
    void showGoldStateAgreement();
    std::optional<Entry> current() const;
    void updateRole();
    void refreshIfShown(Dataset changed);
    // After a decision: on to the next entry.
    void advanceFrom(int row);
    QString who() const;
    bool mayDecide() const;
    void updateDecideEnabled();
    void showDecided(const QString &text, const std::string &at);
    void showSalienceDecided();

    EsdSession &esd_;
    EsterSession &ester_;
    OpenPiSession &openpi_;
    QUndoStack &undo_;
    std::vector<Entry> entries_;
    bool stale_ = false; // a dataset changed while the tab was hidden

    QComboBox *dataset_;
    QCheckBox *hideDecided_;
    QCheckBox *showModels_;
    QLabel *count_;
    QLabel *role_;
    // A view over entries_ that builds an entry's text only when it is drawn: an ESD
    // queue at a million pairs holds hundreds of thousands of entries.
    QListView *queue_;
    QueueModel *queueModel_;
    QLabel *title_;
    QLabel *detail_;
    QTableView *raters_;
    RatersModel *ratersModel_;
    QLabel *decided_;
    QStackedWidget *decisionPages_;
    QComboBox *esterType_;
    QPlainTextEdit *esterAnswers_;
    QComboBox *salienceStep_;
    QSpinBox *salienceValue_;
    QLabel *proposal_;
    QLineEdit *note_;
    QPushButton *take_;
    QPushButton *decide_;
    QPushButton *withdraw_;
    QPushButton *open_;
    QWidget *decisionBox_;
    QWidget *statesPage_;
};

} // namespace es::widgets
