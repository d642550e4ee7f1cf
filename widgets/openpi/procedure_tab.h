#pragma once
// The OpenPI panel's Procedure tab: the procedure's goal and steps, its entity x step grid of
// state changes with every mention behind the selected cell, and a model's predicted schemata
// beside the gold changes.

#include <QWidget>
#include <cstdint>
#include <optional>
#include <vector>

class QLabel;
class QModelIndex;
class QPlainTextEdit;
class QTableView;

namespace es::widgets {

class OpenPiSession;
class SchemaComparisonView;
class StateGridModel;
struct StateGridRow;

class OpenPiProcedureTab : public QWidget
{
    Q_OBJECT

  public:
    explicit OpenPiProcedureTab(OpenPiSession &session, QWidget *parent = nullptr);

    // Reads the procedure's goal, steps and states afresh (none: the empty project's hint).
    void showProcedure(std::optional<std::uint32_t> procedure);

    QTableView *grid() const { return grid_; }
    StateGridModel *gridModel() const { return gridModel_; }
    QPlainTextEdit *mentions() const { return mentions_; }
    SchemaComparisonView *schemaComparison() const { return schemaComparison_; }

  private:
    std::vector<StateGridRow> gridRows(std::uint32_t procedure) const;
    void showMentions(const QModelIndex &cell);

    OpenPiSession &session_;
    std::optional<std::uint32_t> procedure_;
    QLabel *goal_;
    QLabel *steps_;
    QTableView *grid_;
    StateGridModel *gridModel_;
    QPlainTextEdit *mentions_;
    SchemaComparisonView *schemaComparison_;
};

} // namespace es::widgets
