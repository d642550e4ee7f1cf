#pragma once
// A team server keeps each person's ESD labels in blocks of kLabelBlockPairs pairs, one
// byte a pair, beside the rows of esd_label (schema version 12,
// engine/migrations/postgresql/0012_label_blocks.sql): a load reads a million pairs'
// labels as a few hundred blocks instead of 3 million rows. The server's triggers keep
// them with the rows; a statement writing many labels leaves its blocks to be built,
// which buildLabelBlocks does. Only the tables' owner writes blocks (version 13,
// 0013_label_blocks_kept_by_the_server.sql): a team's members read them as they read the
// labels. A file has no blocks.

#include <cstdint>
#include <functional>
#include <string_view>

namespace es::db {

class BulkLoader;

inline constexpr std::int64_t kLabelBlockPairs = 4096;

// The label at `k` of a block's bytes: -1, 0 or 1, kNoLabelByte for none, or
// kBadLabelByte for anything else (a block written by hand, read as its rows instead).
inline constexpr int kNoLabelByte = 2;
inline constexpr int kBadLabelByte = 3;
inline int labelOfByte(char b)
{
    switch (b) {
    case '0':
        return kNoLabelByte;
    case '1':
        return -1;
    case '2':
        return 0;
    case '3':
        return 1;
    default:
        return kBadLabelByte;
    }
}

// Whether `bytes` reads as a built block.
bool wholeLabelBlock(std::string_view bytes);

// Builds every block the server left to be built (labels NULL), in this connection's
// transaction, from the labels' rows: here as the tables' owner, by the server for a
// team's member (who may see only some of the rows and writes no block). Called by a
// writer after a statement that wrote many labels; the blocks stay locked until the
// transaction ends. `added`, when given, calls its argument with each label (person,
// pair, label) this transaction added by such statements: a block one of them made,
// touched by nothing since (fresh), holds those alone, and is built from them without
// reading its rows back (a second of importing a million pairs, docs/benchmarks.md).
using LabelSink = std::function<void(std::int64_t person, std::int64_t pair, int label)>;
void buildLabelBlocks(BulkLoader &c, const std::function<void(const LabelSink &)> &added = {});

} // namespace es::db
