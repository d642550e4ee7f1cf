#include "widgets/common/chart_view.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QContextMenuEvent>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QFileDialog>
#include <QImage>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QValueAxis>

namespace es::widgets {

QChart *newChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setAnimationOptions(QChart::NoAnimation);
    return chart;
}

void clearChart(QChart *chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

void addBarAxes(QChart *chart, QBarSeries *series, const QStringList &categories, const QString &yTitle, double min,
                double max)
{
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto *y = new QValueAxis;
    y->setRange(min, max);
    y->setTitleText(yTitle);
    y->setLabelFormat(QStringLiteral("%.2g"));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
}

ChartView::ChartView(QChart *chart, QWidget *parent) : QChartView(chart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
}

bool ChartView::exportTo(const QString &path, QString *error)
{
    const QSize size = this->size().expandedTo(QSize(720, 480));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) {
            *error = file.errorString();
        }
        return false;
    }
    // Lay the chart out at the export size, whatever the widget's own size (a chart on a
    // hidden tab has hardly any), render the scene, then give the view its size back.
    QChart *c = chart();
    const QRectF oldGeometry = c->geometry();
    c->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
    if (c->layout()) {
        c->layout()->activate();
    }
    auto paint = [&](QPainter &painter) {
        painter.setRenderHint(QPainter::Antialiasing);
        scene()->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), c->geometry());
    };
    bool ok = true;
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(c->title());
        QPainter painter(&svg);
        paint(painter);
    } else {
        QImage image(size * 2, QImage::Format_ARGB32);
        image.setDevicePixelRatio(2.0);
        image.fill(Qt::white);
        QPainter painter(&image);
        paint(painter);
        painter.end();
        ok = image.save(&file, "PNG");
    }
    c->setGeometry(oldGeometry);
    if (c->layout()) {
        c->layout()->activate();
    }
    if (!ok || !file.commit()) {
        if (error) {
            *error = file.errorString();
        }
        return false;
    }
    return true;
}

void ChartView::exportInteractively()
{
    QString selected;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export chart"), chart()->title().isEmpty() ? tr("chart.png") : chart()->title() + QStringLiteral(".png"),
        tr("PNG image (*.png);;SVG drawing (*.svg)"), &selected);
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!exportTo(path, &error)) {
        QMessageBox::warning(this, tr("Export chart"), tr("Cannot write %1: %2").arg(path, error));
    }
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Export as PNG or SVG…"), this, &ChartView::exportInteractively);
    menu.exec(event->globalPos());
}

} // namespace es::widgets
