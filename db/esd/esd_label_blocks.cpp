#include "db/esd/esd_label_blocks.h"

#include "db/engine/bulk.h"

#include <algorithm>
#include <map>
#include <string>
#include <utility>

namespace es::db {

bool wholeLabelBlock(std::string_view bytes)
{
    return bytes.size() == static_cast<std::size_t>(kLabelBlockPairs) &&
           std::all_of(bytes.begin(), bytes.end(), [](char b) { return b >= '0' && b <= '3'; });
}

void buildLabelBlocks(BulkLoader &c, const std::function<void(const LabelSink &)> &added)
{
    // Locked before their rows are read: a label another writer commits meanwhile waits to
    // set its byte until this transaction ends, and then sets it in what this built; one
    // committed before the lock is among the rows read after it. A fresh block made by
    // this transaction (its xmin) holds only labels no one else could see yet.
    struct Block
    {
        std::string bytes;
        bool fresh = false;
    };
    std::map<std::pair<std::int64_t, std::int64_t>, Block> blocks;
    std::size_t toRead = 0;
    {
        // A team's member writes no block (schema version 13): the server builds them
        // from the rows, as the tables' owner.
        Statement owner =
            c.prepare("SELECT CAST(has_table_privilege('esd_label_block', 'UPDATE') AS INTEGER)");
        if (owner.step() && owner.int64(0) == 0) {
            c.exec("SELECT eventscope_label_blocks_build()");
            return;
        }
    }
    {
        Statement s = c.prepare(
            "SELECT person_id, block, CAST(fresh AND xmin = pg_current_xact_id()::xid AS "
            "INTEGER) FROM esd_label_block WHERE labels IS NULL ORDER BY person_id, block FOR "
            "UPDATE");
        while (s.step()) {
            const bool fresh = added && s.int64(2) != 0;
            blocks.emplace(std::pair(s.int64(0), s.int64(1)),
                           Block{std::string(static_cast<std::size_t>(kLabelBlockPairs), '0'),
                                 fresh});
            toRead += fresh ? 0 : 1;
        }
    }
    if (blocks.empty()) {
        return;
    }
    const auto put = [&blocks](bool fresh, std::int64_t person, std::int64_t pair, int label) {
        // Shifted and masked as the server's blocks are, rounding down whatever the sign.
        const auto it = blocks.find(std::pair(person, pair >> 12));
        if (it != blocks.end() && it->second.fresh == fresh) {
            it->second.bytes[static_cast<std::size_t>(pair & (kLabelBlockPairs - 1))] =
                static_cast<char>('2' + label);
        }
    };
    if (added) {
        added([&put](std::int64_t person, std::int64_t pair, int label) {
            put(true, person, pair, label);
        });
    }
    if (toRead > 0) {
        // A few blocks are read by their ranges of the primary key; many (SQL that rewrote
        // a table's labels) by one pass over the labels, 1 s at a million pairs against
        // 2.4 s a range at a time (docs/benchmarks.md).
        const std::string join =
            toRead <= 64 ? "l.person_id = b.person_id AND l.pair_id >= b.block * 4096 AND "
                           "l.pair_id < b.block * 4096 + 4096"
                         : "l.person_id = b.person_id AND l.pair_id >> 12 = b.block";
        c.readAll("SELECT l.person_id, l.pair_id, l.label FROM esd_label l JOIN esd_label_block "
                  "b ON " + join + " WHERE b.labels IS NULL" +
                      (added ? " AND NOT (b.fresh AND b.xmin = pg_current_xact_id()::xid)" : ""),
                  [&](const auto &r) { put(false, r.int64(0), r.int64(1), r.integer(2)); });
    }
    // A block's bytes are the digits 0-3, which bytea's text input takes as they are.
    c.stageEach("es_built_block", "person_id BIGINT, block BIGINT, labels BYTEA", blocks,
                [](TextRow &row, const auto &block) {
                    row.integer(block.first.first)
                        .integer(block.first.second)
                        .text(block.second.bytes);
                });
    c.exec("UPDATE esd_label_block b SET labels = n.labels, fresh = false FROM es_built_block n "
           "WHERE b.person_id = n.person_id AND b.block = n.block");
}

} // namespace es::db
