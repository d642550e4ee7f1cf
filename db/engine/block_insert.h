#pragma once

#include "db/engine/connection.h"

#include <cstddef>
#include <string>
#include <utility>

namespace es::db {

// An INSERT of up to kRows rows in one statement: stepping a statement costs about as
// much as storing a small row, so a block of rows per statement stores a million pairs'
// labels and scores about three times faster than a row per statement
// (docs/benchmarks.md). SQLite: a server takes rows in bulk by COPY instead.
class BlockInsert
{
  public:
    static constexpr std::size_t kRows = 100;

    BlockInsert(Connection &db, std::string head, std::string row, std::string tail)
        : db_(db), head_(std::move(head)), row_(std::move(row)), tail_(std::move(tail))
    {
    }

    // Prepared for `rows` rows (kRows, or a shorter last block), parameters row by row.
    Statement &statement(std::size_t rows)
    {
        Statement &s = rows == kRows ? full_ : last_;
        std::size_t &prepared = rows == kRows ? fullRows_ : lastRows_;
        if (prepared != rows) {
            std::string sql = head_;
            for (std::size_t i = 0; i < rows; ++i) {
                sql += (i == 0 ? "" : ", ") + row_;
            }
            s = db_.prepare(sql + tail_);
            prepared = rows;
        }
        return s;
    }

  private:
    Connection &db_;
    std::string head_;
    std::string row_;
    std::string tail_;
    Statement full_;
    Statement last_;
    std::size_t fullRows_ = 0;
    std::size_t lastRows_ = 0;
};

} // namespace es::db
