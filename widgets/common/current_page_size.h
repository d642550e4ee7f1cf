#pragma once
// A QStackedWidget or QTabWidget is as large as its largest page, hidden ones included.
// Where the pages differ much (a dataset tab beside its docks, a decision form per
// dataset), only the page in view should count.

#include <QSizePolicy>
#include <QWidget>

namespace es::widgets {

// Gives every page but `current` an Ignored size policy, so that the container's size
// hints are the current page's. Call it whenever the current page changes.
template <class Pages> void sizeToCurrentPage(Pages *pages, int current)
{
    for (int i = 0; i < pages->count(); ++i) {
        const auto policy = i == current ? QSizePolicy::Preferred : QSizePolicy::Ignored;
        pages->widget(i)->setSizePolicy(policy, policy);
    }
}

} // namespace es::widgets
