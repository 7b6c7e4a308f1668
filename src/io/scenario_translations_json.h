#pragma once
// The "translations" member of the native format: a scenario's title and description in other
// languages, {"zh_CN": {"title": "...", "description": "..."}, "ja": {...}}. Optional; a file
// without it is simply untranslated.

#include "core/scenario.h"
#include "io/json_fields.h"
#include "io/problem_report.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace disklab {

/// Reads top-level "translations" into scenario.translations. Wrong types are errors in
/// `report`; unknown keys inside an entry are warnings. Any thread.
void readTranslations(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report,
                      QStringList& warnings);

/// The member's value as the writer lays it out: one language per line, in key order.
/// Call only for a scenario with translations. Any thread.
QByteArray translationsText(const Scenario& scenario);

} // namespace disklab
