#pragma once
// The ESD tracker's per-model tie groups of scores (esd_statistics.cpp): a Fenwick tree of
// each group's positives and negatives, which a label's change updates in O(log groups).
// Internal to esd_statistics.cpp.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace es::metrics::esd_groups {

constexpr std::uint32_t kNoGroup = std::numeric_limits<std::uint32_t>::max();

// One tie group's counts, or their sums over a run of groups: `used` counts groups holding
// a positive or a negative.
struct GroupCounts
{
    std::int64_t used = 0, positives = 0, negatives = 0;
};

// The tie groups' counts with prefix sums and "the k-th used group" in O(log groups). The
// three counts sit side by side in a node, so that a curve point's descent gathers the
// positives and negatives below its group as it finds it: one read a level where a tree
// of each count took three walks. With the descents of many points made side by side
// (selectEach), the eight models' curves at a million pairs are drawn in half the time
// (docs/benchmarks.md).
class GroupTree
{
  public:
    // 12 bytes a group: sums never exceed the pairs, which an index of 32 bits bounds.
    struct Node
    {
        std::uint32_t used = 0, positives = 0, negatives = 0;
        void add(const GroupCounts &d)
        {
            used = static_cast<std::uint32_t>(used + d.used);
            positives = static_cast<std::uint32_t>(positives + d.positives);
            negatives = static_cast<std::uint32_t>(negatives + d.negatives);
        }
        void addTo(GroupCounts &sum) const
        {
            sum.used += used;
            sum.positives += positives;
            sum.negatives += negatives;
        }
        GroupCounts sums() const { return {used, positives, negatives}; }
    };

    GroupTree() = default;
    // From each group's counts.
    explicit GroupTree(std::vector<Node> counts) : tree_(std::move(counts))
    {
        tree_.insert(tree_.begin(), Node{});
        for (std::size_t i = 1; i < tree_.size(); ++i) {
            const std::size_t parent = i + (i & (~i + 1));
            if (parent < tree_.size()) {
                tree_[parent].add(tree_[i].sums());
            }
        }
        top_ = 1;
        while (top_ * 2 < tree_.size()) {
            top_ *= 2;
        }
    }
    void add(std::size_t i, const GroupCounts &delta)
    {
        for (++i; i < tree_.size(); i += i & (~i + 1)) {
            tree_[i].add(delta);
        }
    }
    // Sums over [0, i).
    GroupCounts prefix(std::size_t i) const
    {
        GroupCounts sum;
        for (; i > 0; i -= i & (~i + 1)) {
            tree_[i].addTo(sum);
        }
        return sum;
    }
    // For each k of `ks`, the sums over the groups before the one holding the k-th used
    // group (k from 1). The descents go level by level side by side, so that the memory
    // reads of one do not wait for another's: one descent at a time waits on each level's
    // read before it knows where the next is.
    void selectEach(std::span<const std::int64_t> ks, std::span<GroupCounts> below) const
    {
        constexpr std::size_t kTogether = 64;
        for (std::size_t from = 0; from < ks.size(); from += kTogether) {
            const std::size_t count = std::min(kTogether, ks.size() - from);
            std::array<std::size_t, kTogether> pos{};
            std::array<std::int64_t, kTogether> k{};
            std::copy_n(ks.begin() + static_cast<std::ptrdiff_t>(from), count, k.begin());
            GroupCounts *sums = below.data() + from;
            std::fill_n(sums, count, GroupCounts{});
            for (std::size_t step = top_; step > 0; step /= 2) {
                for (std::size_t j = 0; j < count; ++j) {
                    const std::size_t next = pos[j] + step;
                    if (next < tree_.size() && tree_[next].used < k[j]) {
                        pos[j] = next;
                        k[j] -= tree_[next].used;
                        tree_[next].addTo(sums[j]);
                    }
                }
            }
        }
    }

  private:
    std::vector<Node> tree_;
    std::size_t top_ = 0;
};

} // namespace es::metrics::esd_groups
