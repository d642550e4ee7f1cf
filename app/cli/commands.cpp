#include "app/cli/command.h"

namespace es::app::cli {

const std::vector<Command> &commands()
{
    static const std::vector<Command> all = {
        importCommand(),        reportCommand(),     exportCommand(),   roleCommand(),
        teamCommand(),          copyCommand(),       assignCommand(),   groupCommand(),
        disagreementsCommand(), adjudicateCommand(), checkoutCommand(), syncCommand()};
    return all;
}

} // namespace es::app::cli
