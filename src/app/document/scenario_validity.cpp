#include "app/document/scenario_validity.h"

#include "app/document/scenario_document.h"

namespace disklab {

ScenarioValidity::ScenarioValidity(ScenarioDocument& document, QObject* parent) : QObject(parent), m_document(document)
{
    connect(&document, &ScenarioDocument::edited, this, &ScenarioValidity::recheck);
    connect(&document, &ScenarioDocument::replaced, this, &ScenarioValidity::recheck);
    recheck();
}

void ScenarioValidity::recheck()
{
    ValidationOptions options;
    options.maxProblems = kMaxProblems;
    m_problems = validateScenario(m_document.scenario(), options);
    m_problemDisks.clear();
    m_hasOverlaps = false;
    for (const ScenarioProblem& p : m_problems) {
        if (p.disk >= 0)
            m_problemDisks.insert(p.disk);
        if (p.otherDisk >= 0) {
            m_problemDisks.insert(p.otherDisk);
            m_hasOverlaps = true;
        }
        if (p.disk >= 0 && p.segment >= 0)
            m_hasOverlaps = true;
    }
    emit changed();
}

QString ScenarioValidity::describe(const ScenarioProblem& problem)
{
    const QString message = QString::fromStdString(problem.message);
    if (problem.disk >= 0)
        return tr("Disk %1: %2").arg(problem.disk).arg(message);
    return tr("%1: %2").arg(QString::fromStdString(problem.field), message);
}

} // namespace disklab
