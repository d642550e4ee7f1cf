#pragma once
// The audit view: who changed what and when across the project, filterable and paged,
// with a way to ask for an adjudication to be withdrawn (itself a new audited change).

#include "db/review/audit_log.h"

#include <QAbstractTableModel>
#include <QWidget>
#include <vector>

class QAction;
class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QTimer;

namespace es::widgets {

// Audit rows as the table shows them: local time, readable actions, old → new. The
// rows are loaded by the view; the model only presents them.
class AuditTableModel : public QAbstractTableModel
{
    Q_OBJECT

  public:
    enum Column {
        TimeColumn,
        PersonColumn,
        ActionColumn,
        DatasetColumn,
        ItemColumn,
        ChangeColumn,
        NoteColumn,
        ColumnCount
    };
    // The raw audit values behind a row, for the view and for tests.
    enum Role { IdRole = Qt::UserRole + 1, RawActionRole, RawDatasetRole, RawItemRole };

    explicit AuditTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void setEntries(std::vector<db::AuditEntry> entries);
    void appendEntries(std::vector<db::AuditEntry> entries);
    const db::AuditEntry &entry(int row) const
    {
        return entries_.at(static_cast<std::size_t>(row));
    }
    const std::vector<db::AuditEntry> &entries() const { return entries_; }

    // A person's name for an action ("adjudicate" → "Adjudicated"); unknown actions (a
    // newer EventScope's) stay as written.
    static QString actionLabel(const QString &action);
    static QString datasetLabel(const QString &dataset);
    // The stored UTC time as local time, to the second.
    static QString localTime(const std::string &at);

  private:
    std::vector<db::AuditEntry> entries_;
};

class AuditView : public QWidget
{
    Q_OBJECT

  public:
    explicit AuditView(db::Project &project, QWidget *parent = nullptr);

    AuditTableModel *model() const { return model_; }
    QTableView *table() const { return table_; }
    QAction *withdrawAction() const { return withdraw_; }
    QLineEdit *textFilter() const { return text_; }

    // The filter the controls describe now (without paging).
    db::AuditFilter filter() const;
    // Rows fetched per page, and by each "Load more"; reloads from the newest row.
    void setPageSize(std::size_t rows);
    // Off for people who may not adjudicate: they see decisions but cannot withdraw them.
    void setWithdrawAllowed(bool allowed);
    // Annotators work blind: with a name, the view shows only that person's changes
    // (others' labels and the gold stay hidden); empty shows everyone's.
    void setOnlyPerson(const QString &person);
    std::size_t totalCount() const { return total_; }

  public slots:
    // Reads the trail again from the newest row, keeping the filters, the rows loaded
    // so far and, when it is still shown, the selected row. Hidden, it waits: showing
    // the view always reads the trail again.
    void refresh();
    void loadMore();

  signals:
    void withdrawRequested(const QString &dataset, const QString &item);

  protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

  private:
    void connectFilters();
    void setUpTable();
    void reload();
    void load(std::size_t rows);
    void fillChoices();
    void updateCount();
    void updateSelection();
    void requestWithdraw();

    db::AuditLog log_;
    AuditTableModel *model_ = nullptr;
    QComboBox *person_ = nullptr;
    QComboBox *dataset_ = nullptr;
    QComboBox *action_ = nullptr;
    QLineEdit *text_ = nullptr;
    QTimer *debounce_ = nullptr;
    QCheckBox *sinceOn_ = nullptr;
    QDateEdit *since_ = nullptr;
    QTableView *table_ = nullptr;
    QPlainTextEdit *details_ = nullptr;
    QLabel *count_ = nullptr;
    QPushButton *more_ = nullptr;
    QPushButton *withdrawButton_ = nullptr;
    QAction *withdraw_ = nullptr;
    QAction *find_ = nullptr;
    std::size_t pageSize_ = 1000;
    std::size_t total_ = 0;
    bool withdrawAllowed_ = true;
    bool exhausted_ = false; // the last page came back short: nothing older matches
    QString onlyPerson_;
    bool stale_ = false;
};

} // namespace es::widgets
