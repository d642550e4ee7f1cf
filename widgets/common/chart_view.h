#pragma once
// A chart view that people can export: PNG or SVG from its context menu or a button.

#include <QChartView>

namespace es::widgets {

class ChartView : public QChartView
{
    Q_OBJECT

  public:
    explicit ChartView(QChart *chart, QWidget *parent = nullptr);

    // Writes the chart to `path`; SVG when it ends in .svg, otherwise a PNG. False with
    // `error` set when the file cannot be written.
    bool exportTo(const QString &path, QString *error = nullptr);

  public slots:
    void exportInteractively();

  protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
};

} // namespace es::widgets
