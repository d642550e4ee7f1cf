#pragma once
// An array shared by its copies until one of them changes it, which then gets one of its
// own: a model's scores and rank order (12 bytes a pair, 96 MB at a million pairs and eight
// models) are read by a background computation while the session keeps them, without a copy
// of them for it. Reading through a const SharedVector is safe from several threads; the
// copy-on-change happens on the thread that changes it.

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <memory>
#include <utility>
#include <vector>

namespace es::metrics {

template <class T> class SharedVector
{
  public:
    SharedVector() = default;
    // Explicit: a vector turned into one on the quiet would be a temporary, and a span of
    // it would dangle (as in a ?: between the two).
    explicit SharedVector(std::vector<T> values)
        : values_(std::make_shared<std::vector<T>>(std::move(values)))
    {
    }
    SharedVector(std::initializer_list<T> values) : SharedVector(std::vector<T>(values)) {}
    SharedVector &operator=(std::vector<T> values)
    {
        values_ = std::make_shared<std::vector<T>>(std::move(values));
        return *this;
    }
    SharedVector &operator=(std::initializer_list<T> values)
    {
        return *this = std::vector<T>(values);
    }

    std::size_t size() const { return values_ ? values_->size() : 0; }
    bool empty() const { return size() == 0; }
    const T *data() const { return values_ ? values_->data() : nullptr; }
    const T &operator[](std::size_t i) const { return (*values_)[i]; }
    const T *begin() const { return data(); }
    // (A contiguous range: std::span<const T> takes it as it is.)
    const T *end() const { return data() + size(); }

    // The array to change: its own, copied first when another holds it too.
    std::vector<T> &edit()
    {
        if (!values_) {
            values_ = std::make_shared<std::vector<T>>();
        } else if (values_.use_count() > 1) {
            values_ = std::make_shared<std::vector<T>>(*values_);
        }
        return *values_;
    }
    void assign(std::size_t n, const T &value) { *this = std::vector<T>(n, value); }
    void push_back(const T &value) { edit().push_back(value); }
    void pop_back() { edit().pop_back(); }
    void resize(std::size_t n) { edit().resize(n); }

    friend bool operator==(const SharedVector &a, const SharedVector &b)
    {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

  private:
    std::shared_ptr<std::vector<T>> values_;
};

} // namespace es::metrics
