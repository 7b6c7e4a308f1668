#pragma once
// Keeps the edited scenario's problems (overlapping disks, disks outside the box, bad walls)
// up to date, so the view can highlight them, the problems dock list them and the run refuse
// to start until they are fixed.

#include "core/scenario_validation.h"

#include <QObject>
#include <QSet>

#include <vector>

namespace disklab {

class ScenarioDocument;

class ScenarioValidity : public QObject {
    Q_OBJECT
public:
    /// Rechecks after every edit and every replacement of `document`. GUI thread.
    explicit ScenarioValidity(ScenarioDocument& document, QObject* parent = nullptr);

    /// The problems found (at most kMaxProblems), in the validator's order.
    const std::vector<ScenarioProblem>& problems() const { return m_problems; }
    bool isValid() const { return m_problems.empty(); }
    /// Disks named by a problem (either disk of an overlapping pair).
    const QSet<int>& problemDisks() const { return m_problemDisks; }
    bool hasOverlaps() const { return m_hasOverlaps; }
    /// One line for a problem, for lists and message boxes.
    static QString describe(const ScenarioProblem& problem);

    static constexpr std::size_t kMaxProblems = 200;

signals:
    void changed();

private:
    void recheck();

    ScenarioDocument& m_document;
    std::vector<ScenarioProblem> m_problems;
    QSet<int> m_problemDisks;
    bool m_hasOverlaps = false;
};

} // namespace disklab
