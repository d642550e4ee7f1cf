#pragma once
// What people do to an ESD project, as random steps for the workflow test: each step holds
// raw random numbers that the world reads against the project as it is when the step
// runs (the third pair, the second annotator), so that any sub-sequence of a failing run
// is a run too and a failure shrinks to a few steps.

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace es::test::workflow {

enum class Kind {
    ImportLabels,   // another program imports one person's labels, by pair id alone
    ImportGoal,     // ... a new goal with its steps and some people's labels
    ImportScores,   // ... a model's scores in one setting
    Label,          // the window's annotator labels a pair
    LayLabel,       // a rater group's member signs in and labels a pair, Full or Core, by key
    GroupSetting,   // `eventscope group` scores the group in both settings, or in Full alone
    Contribute,     // ... adds an optional step to a pair's goal
    Decide,         // the window's adjudicator decides a pair
    Withdraw,       // ... withdraws a decision
    Undo,           // Ctrl+Z in the window
    Redo,           // Ctrl+Shift+Z
    SignIn,         // the window is someone else's (on a team's server: reconnects as them)
    Role,           // `eventscope role` gives someone another role
    Assign,         // `eventscope assign` gives the goals panels
    Reconnect,      // the window is closed and opened again, the same person signed in
    DropConnection, // the server ends the watching adjudicator's connection
};

struct Op
{
    Kind kind = Kind::Label;
    std::uint32_t a = 0, b = 0, c = 0, d = 0;
};

inline std::vector<Op> generate(std::uint64_t seed, std::size_t steps, bool server)
{
    std::mt19937_64 rng(seed);
    // How often people do each: labelling most, the project's administration now and then.
    const std::vector<std::pair<Kind, int>> weights = {
        {Kind::Label, 30},       {Kind::LayLabel, 10},    {Kind::Decide, 8},
        {Kind::Withdraw, 3},     {Kind::Contribute, 4},   {Kind::Undo, 10},
        {Kind::Redo, 5},         {Kind::SignIn, 8},       {Kind::ImportLabels, 6},
        {Kind::ImportGoal, 3},   {Kind::ImportScores, 3}, {Kind::Role, 5},
        {Kind::Assign, 4},       {Kind::Reconnect, 3},    {Kind::DropConnection, server ? 1 : 0},
        {Kind::GroupSetting, 2},
    };
    int total = 0;
    for (const auto &[kind, w] : weights) {
        total += w;
    }
    std::vector<Op> ops;
    for (std::size_t i = 0; i < steps; ++i) {
        int pick = static_cast<int>(rng() % static_cast<std::uint64_t>(total));
        Op op;
        for (const auto &[kind, w] : weights) {
            if (pick < w) {
                op.kind = kind;
                break;
            }
            pick -= w;
        }
        op.a = static_cast<std::uint32_t>(rng());
        op.b = static_cast<std::uint32_t>(rng());
        op.c = static_cast<std::uint32_t>(rng());
        op.d = static_cast<std::uint32_t>(rng());
        ops.push_back(op);
    }
    return ops;
}

} // namespace es::test::workflow
