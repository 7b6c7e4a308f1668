#pragma once
// The problems of one file, gathered into the single error text a user sees: the first few,
// one per line, then how many more. A broken file of a million disks needs a few examples,
// not a million lines.

#include "core/scenario_validation.h"
#include "io/load_error.h"

#include <QList>

#include <functional>

namespace disklab {

class ProblemReport {
public:
    /// How many problems the error text spells out.
    static constexpr int kShownProblems = 5;

    /// Records one problem. Any thread; one report per thread.
    void add(LoadError error);

    /// Runs core validation on `scenario` and records its problems; `locate` turns one into a
    /// located error (file line or JSON path). Validation stops after `options.maxProblems`, so
    /// when it hits that limit the count of further problems is only a lower bound.
    void addValidationProblems(const Scenario& scenario, const ValidationOptions& options,
                               const std::function<LoadError(const ScenarioProblem&)>& locate);

    bool isEmpty() const { return m_count == 0; }
    int count() const { return m_count; }

    /// The error text: shown problems one per line, then "... and N more problems".
    QString text() const;

    /// A failed load carrying this report's text and the given warnings.
    LoadResult failure(QStringList warnings = {}) const;

private:
    QList<LoadError> m_shown;
    int m_count = 0;
    bool m_countIsLowerBound = false;
};

/// The explanation in a core overlap problem without its leading "overlaps disk 14: ", so a
/// format can name the other disk its own way (line number, JSON path). Falls back to the
/// whole message if core words it differently.
QString overlapDetails(const ScenarioProblem& problem);

} // namespace disklab
