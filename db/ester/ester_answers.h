#pragma once
// ESTER answers as the store keeps them: one JSON array a set, [[text, start, end], ...],
// with null ends for answers without a span (models give text only).

#include "db/ester/ester_format.h"

#include <string>
#include <string_view>
#include <vector>

namespace es::db {

std::string esterAnswersJson(const std::vector<EsterAnswer> &answers);
// Throws what nlohmann_json throws for text that is no such array.
std::vector<EsterAnswer> esterAnswersFromJson(std::string_view json);

} // namespace es::db
