#pragma once
// The bundled demo project that a first start opens: a small ESD sample with three
// annotators' partial labels and three models' scores, a small ESTER split with two
// annotators' answers and one model's predictions, and OpenPI procedures with two
// annotators' and one model's salience.

#include "db/project.h"

namespace es::db {

// The demo data as shipped (ESD JSON Lines).
std::string demoEsdJsonLines();

// Fills an empty project with the demo; does nothing to a project that has data.
void seedDemoProject(Project &project);

} // namespace es::db
