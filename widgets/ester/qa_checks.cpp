#include "widgets/ester/qa_checks.h"

#include "metrics/ester.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace es::widgets {

namespace {

bool isWordChar(QChar c) { return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('\''); }

int levenshtein(const QString &a, const QString &b)
{
    std::vector<int> row(static_cast<std::size_t>(b.size()) + 1);
    for (std::size_t j = 0; j < row.size(); ++j) {
        row[j] = static_cast<int>(j);
    }
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = static_cast<int>(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int up = row[static_cast<std::size_t>(j)];
            row[static_cast<std::size_t>(j)] =
                std::min({up + 1, row[static_cast<std::size_t>(j - 1)] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = up;
        }
    }
    return row.back();
}

// "met" for "meet", "flooding" for "flooded": close enough to be the same event.
bool inflected(const QString &word, const QString &trigger)
{
    if (word.size() < 3 || trigger.size() < 3 || word[0] != trigger[0]) {
        return false;
    }
    qsizetype common = 0;
    while (common < std::min(word.size(), trigger.size()) && word[common] == trigger[common]) {
        ++common;
    }
    return common >= 4 || levenshtein(word, trigger) <= 2;
}

QStringList words(const QString &text)
{
    static const QRegularExpression nonWord(QStringLiteral("[^\\w']+"));
    return text.toLower().split(nonWord, Qt::SkipEmptyParts);
}

} // namespace

std::pair<int, int> snapToWords(const QString &text, int start, int end)
{
    start = std::clamp(start, 0, static_cast<int>(text.size()));
    end = std::clamp(end, start, static_cast<int>(text.size()));
    // Drop surrounding spaces and punctuation of a sloppy selection, then widen.
    while (start < end && !isWordChar(text[start])) {
        ++start;
    }
    while (end > start && !isWordChar(text[end - 1])) {
        --end;
    }
    if (start == end) {
        // A click: the word at or just before the position.
        if (start < text.size() && isWordChar(text[start])) {
            end = start + 1;
        } else if (start > 0 && isWordChar(text[start - 1])) {
            end = start--;
        } else {
            return {start, start};
        }
    }
    while (start > 0 && isWordChar(text[start - 1])) {
        --start;
    }
    while (end < text.size() && isWordChar(text[end])) {
        ++end;
    }
    return {start, end};
}

std::vector<QaCheck> checkDraft(const QaDraft &d)
{
    std::vector<QaCheck> out;
    auto block = [&](const QString &m) { out.push_back({QaCheck::Level::Block, m}); };
    const QString question = d.question.trimmed();
    if (question.isEmpty()) {
        block(QCoreApplication::translate("QaChecks", "Write the question."));
    }
    if (!d.type) {
        block(QCoreApplication::translate("QaChecks", "Choose the relation type (keys 1-5)."));
    }
    if (d.answers.empty()) {
        block(QCoreApplication::translate("QaChecks", "Select at least one answer span in the passage."));
    }
    for (std::size_t i = 0; i < d.answers.size(); ++i) {
        const auto [s, e] = d.answers[i];
        const QString text = d.passage.mid(s, e - s);
        const QString name = QCoreApplication::translate("QaChecks", "Answer %1").arg(i + 1);
        // Counted as an import counts a released answer, against the same limit.
        const std::size_t n = metrics::ester::wordCount(text.toStdString());
        if (n < 1 || n > metrics::ester::kMaxAnswerWords) {
            const int words = static_cast<int>(n);
            block(QCoreApplication::translate("QaChecks", "%1 has %n word(s); answers have 1 to 12.", nullptr, words)
                      .arg(name));
        }
        const bool cutsStart = s > 0 && s < d.passage.size() && isWordChar(d.passage[s - 1]) && isWordChar(d.passage[s]);
        const bool cutsEnd = e > 0 && e < d.passage.size() && isWordChar(d.passage[e - 1]) && isWordChar(d.passage[e]);
        if (cutsStart || cutsEnd) {
            block(QCoreApplication::translate("QaChecks", "%1 cuts a word in two.").arg(name));
        }
        // Named copies: clang before 16 cannot capture structured bindings.
        const bool hasTrigger = std::any_of(d.triggers.begin(), d.triggers.end(), [&, start = s, end = e](const auto &t) {
            return t.first >= start && t.second <= end;
        });
        if (!hasTrigger) {
            block(QCoreApplication::translate("QaChecks", "%1 contains no highlighted event trigger.").arg(name));
        }
    }
    if (!question.isEmpty() && !d.triggers.empty()) {
        const QStringList qWords = words(question);
        bool exact = false;
        QString near;
        for (const auto &[s, e] : d.triggers) {
            const QString trigger = d.passage.mid(s, e - s).toLower();
            const QStringList tWords = words(trigger);
            if (tWords.isEmpty()) {
                continue;
            }
            // A multi-word trigger counts when its words appear in order.
            if (question.toLower().contains(tWords.join(QLatin1Char(' ')))) {
                exact = std::all_of(tWords.begin(), tWords.end(), [&](const QString &w) { return qWords.contains(w); });
                if (exact) {
                    break;
                }
            }
            for (const QString &w : qWords) {
                if (tWords.size() == 1 && inflected(w, tWords.front())) {
                    near = QStringLiteral("\"%1\" / \"%2\"").arg(w, tWords.front());
                }
            }
        }
        if (!exact && near.isEmpty()) {
            block(QCoreApplication::translate("QaChecks", "The question mentions no highlighted trigger."));
        } else if (!exact) {
            out.push_back({QaCheck::Level::Warn,
                           QCoreApplication::translate("QaChecks",
                                                       "The question mentions a trigger only in another form (%1).")
                               .arg(near)});
        }
    }
    return out;
}

bool blocks(const std::vector<QaCheck> &checks)
{
    return std::any_of(checks.begin(), checks.end(), [](const QaCheck &c) { return c.level == QaCheck::Level::Block; });
}

} // namespace es::widgets
