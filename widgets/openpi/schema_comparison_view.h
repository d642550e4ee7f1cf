#pragma once
// A model's predicted schemata of the current procedure beside the released gold, step by
// step: each gold change and each prediction a row, marked hit or miss in words and colour
// by the rules Table 3 counts with (with or without the generated paraphrases, as the
// session's choice says).

#include "widgets/openpi/schema_marks.h"

#include <QWidget>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QTreeView;

namespace es::widgets {

class OpenPiSession;
class SchemaComparisonModel;

class SchemaComparisonView : public QWidget
{
    Q_OBJECT

  public:
    explicit SchemaComparisonView(OpenPiSession &session, QWidget *parent = nullptr);

    void setProcedure(std::optional<std::uint32_t> procedure);
    // The model whose schemata are shown (its name); an empty name shows none.
    void setModel(const QString &model);
    QString model() const;
    void refresh();

    QComboBox *modelChoice() const { return model_; }
    QCheckBox *expansion() const { return expansion_; }
    QTreeView *tree() const { return tree_; }
    SchemaComparisonModel *marks() const { return marks_; }
    QLabel *summary() const { return summary_; }

  signals:
    // The model shown changed (the tree is hidden without one).
    void modelChanged(const QString &model);

  private:
    void fillModels();

    OpenPiSession &session_;
    std::optional<std::uint32_t> procedure_;
    bool chosen_ = false; // someone chose a model (or none)
    QComboBox *model_;
    QCheckBox *expansion_;
    QLabel *summary_;
    SchemaComparisonModel *marks_;
    QTreeView *tree_;
};

} // namespace es::widgets
