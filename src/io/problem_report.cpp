#include "io/problem_report.h"

#include <algorithm>

namespace disklab {

void ProblemReport::add(LoadError error)
{
    if (m_shown.size() < kShownProblems)
        m_shown.append(std::move(error));
    ++m_count;
}

void ProblemReport::addValidationProblems(const Scenario& scenario, const ValidationOptions& options,
                                          const std::function<LoadError(const ScenarioProblem&)>& locate)
{
    // A limit of 0 would make validation report nothing and let any file through.
    ValidationOptions checked = options;
    checked.maxProblems = std::max<std::size_t>(checked.maxProblems, 1);
    const std::vector<ScenarioProblem> problems = validateScenario(scenario, checked);
    for (const ScenarioProblem& problem : problems)
        add(locate(problem));
    if (problems.size() >= checked.maxProblems)
        m_countIsLowerBound = true;
}

QString ProblemReport::text() const
{
    QStringList lines;
    for (const LoadError& error : m_shown)
        lines.append(error.toString());
    const int hidden = m_count - static_cast<int>(m_shown.size());
    if (m_countIsLowerBound)
        lines.append(hidden > 0 ? QStringLiteral("... and at least %1 more problems").arg(hidden)
                                : QStringLiteral("... and possibly more problems"));
    else if (hidden > 0)
        lines.append(hidden == 1 ? QStringLiteral("... and 1 more problem")
                                 : QStringLiteral("... and %1 more problems").arg(hidden));
    return lines.join(QLatin1Char('\n'));
}

LoadResult ProblemReport::failure(QStringList warnings) const
{
    LoadResult result;
    result.error = text();
    result.warnings = std::move(warnings);
    return result;
}

QString overlapDetails(const ScenarioProblem& problem)
{
    // Parsed by hand: a shared static QRegularExpression would be touched by every loading thread.
    const QString message = QString::fromStdString(problem.message);
    const QLatin1String prefix("overlaps disk ");
    if (!message.startsWith(prefix))
        return message;
    qsizetype end = prefix.size();
    while (end < message.size() && message[end].isDigit())
        ++end;
    const QLatin1String separator(": ");
    if (end == prefix.size() || QStringView(message).mid(end, separator.size()) != separator)
        return message;
    return message.mid(end + separator.size());
}

} // namespace disklab
