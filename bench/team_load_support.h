#pragma once
// What bench/team_load_bench measures beside EventScope's own calls: the CPU seconds of a
// server's processes and of this one (Linux, /proc), percentiles, and whether live
// statistics are a fresh load's.
#include "db/engine/postgres.h"
#include "metrics/esd_statistics.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

namespace es::bench {

using Clock = std::chrono::steady_clock;

// ---- CPU seconds of the server's processes and of this one (Linux) ----

// utime + stime (+ cutime + cstime with `children`) of a /proc/PID/stat, and its parent.
inline bool readStat(const std::string &pid, double &cpu, long &ppid, bool children)
{
    std::ifstream in("/proc/" + pid + "/stat");
    std::string line;
    if (!std::getline(in, line)) {
        return false;
    }
    const auto close = line.rfind(')');
    if (close == std::string::npos) {
        return false;
    }
    std::vector<std::string> f; // f[0] is field 3 (state)
    std::size_t at = close + 2;
    while (at < line.size() && f.size() < 15) {
        const auto end = line.find(' ', at);
        f.push_back(line.substr(at, end - at));
        at = end == std::string::npos ? line.size() : end + 1;
    }
    if (f.size() < 15) {
        return false;
    }
    ppid = std::atol(f[1].c_str());
    const double tick = static_cast<double>(sysconf(_SC_CLK_TCK));
    cpu = (std::atof(f[11].c_str()) + std::atof(f[12].c_str()) +
           (children ? std::atof(f[13].c_str()) + std::atof(f[14].c_str()) : 0.0)) /
          tick;
    return true;
}

// The postmaster's CPU with that of its children it reaped (ended backends), and that of
// its living children (backends, background workers). Negative when unreadable.
inline double serverCpu(long postmaster)
{
    double total = 0;
    long ppid = 0;
    if (postmaster <= 0 || !readStat(std::to_string(postmaster), total, ppid, true)) {
        return -1;
    }
    for (const auto &entry : std::filesystem::directory_iterator("/proc")) {
        const std::string name = entry.path().filename().string();
        if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) {
            continue;
        }
        double cpu = 0;
        if (readStat(name, cpu, ppid, false) && ppid == postmaster) {
            total += cpu;
        }
    }
    return total;
}

inline double processCpu()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

struct Cpu
{
    double server = 0;
    double client = 0;
    Clock::time_point at;
};

inline Cpu sampleCpu(long postmaster)
{
    return {serverCpu(postmaster), processCpu(), Clock::now()};
}

inline long postmasterPid(db::pg::Connection &owner)
{
    try {
        db::pg::Statement s = owner.prepare("SHOW data_directory");
        s.step();
        std::ifstream pidFile(s.text(0) + "/postmaster.pid");
        long pid = 0;
        pidFile >> pid;
        return pid;
    } catch (const std::exception &) {
        return 0; // not a superuser, or the server's files are not readable here
    }
}

inline double percentile(std::vector<double> v, double q)
{
    if (v.empty()) {
        return std::nan("");
    }
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
}

inline bool near(const metrics::Estimate &a, const metrics::Estimate &b)
{
    return a.value.has_value() == b.value.has_value() &&
           (!a.value || std::abs(*a.value - *b.value) <= 1e-9);
}

// What differs between live statistics and a fresh load's (counts, gold and panels
// exactly; agreement, accuracy and AUROC within 1e-9); empty when nothing.
inline std::string differences(const metrics::EsdStatistics &a, const metrics::EsdStatistics &b)
{
    std::string out;
    const auto check = [&out](bool ok, const char *what) {
        out += ok ? "" : std::string(out.empty() ? "" : ", ") + what;
    };
    check(a.pairs == b.pairs && a.kept == b.kept && a.invalid == b.invalid &&
              a.incomplete == b.incomplete,
          "counts");
    check(a.essential == b.essential && a.nonEssential == b.nonEssential && a.tied == b.tied,
          "gold counts");
    check(a.adjudicated == b.adjudicated && a.adjudicatedInvalid == b.adjudicatedInvalid,
          "decisions");
    check(a.gold == b.gold && a.status == b.status && a.panel == b.panel &&
              a.labelledBy == b.labelledBy,
          "gold, status or panels");
    check(near(a.fleissKappa, b.fleissKappa) && near(a.gwetAC1, b.gwetAC1) &&
              near(a.krippendorffAlpha, b.krippendorffAlpha) &&
              near(a.percentAgreement, b.percentAgreement),
          "agreement");
    bool same = a.cohenKappa.size() == b.cohenKappa.size();
    for (std::size_t i = 0; same && i < a.cohenKappa.size(); ++i) {
        same = near(a.cohenKappa[i].kappa, b.cohenKappa[i].kappa);
    }
    check(same, "Cohen's kappa");
    same = a.annotatorAccuracy.size() == b.annotatorAccuracy.size();
    for (std::size_t i = 0; same && i < a.annotatorAccuracy.size(); ++i) {
        same = a.annotatorAccuracy[i].n == b.annotatorAccuracy[i].n &&
               near(a.annotatorAccuracy[i].accuracy, b.annotatorAccuracy[i].accuracy);
    }
    check(same, "accuracy");
    same = a.models.size() == b.models.size();
    for (std::size_t i = 0; same && i < a.models.size(); ++i) {
        same = a.models[i].n == b.models[i].n && near(a.models[i].roc.auroc, b.models[i].roc.auroc);
    }
    check(same, "AUROC");
    return out;
}

} // namespace es::bench
