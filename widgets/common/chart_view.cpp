#include "widgets/common/chart_view.h"

#include <QContextMenuEvent>
#include <QFileDialog>
#include <QImage>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace es::widgets {

ChartView::ChartView(QChart *chart, QWidget *parent) : QChartView(chart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
}

bool ChartView::exportTo(const QString &path, QString *error)
{
    const QSize size = this->size().expandedTo(QSize(640, 420));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) {
            *error = file.errorString();
        }
        return false;
    }
    bool ok = true;
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(chart()->title());
        QPainter painter(&svg);
        render(&painter, QRectF(QPointF(0, 0), size), rect());
    } else {
        QImage image(size * 2, QImage::Format_ARGB32);
        image.setDevicePixelRatio(2.0);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        render(&painter, QRectF(QPointF(0, 0), size), rect());
        painter.end();
        ok = image.save(&file, "PNG");
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
