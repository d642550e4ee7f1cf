#pragma once
// A chart view that people can export: PNG or SVG from its context menu or a button.

#include <QChartView>

class QBarSeries;

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

// A chart as every statistics panel shows it: title, legend below, tight margins, no
// animation (charts redraw on every label and must not lag behind).
QChart *newChart(const QString &title);
// Removes every series and axis, for a chart that is rebuilt from new figures.
void clearChart(QChart *chart);
// Adds a bar series with its category axis below and a value axis from min to max.
void addBarAxes(QChart *chart, QBarSeries *series, const QStringList &categories, const QString &yTitle, double min,
                double max);

} // namespace es::widgets
