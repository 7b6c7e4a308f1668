#pragma once
// Which title and description of a scenario to show, and which to change, for the language
// the user reads. Language codes are those of the translation files: "zh_CN", "ja"; an empty
// code means the untranslated text (the scenario's own title and description).

#include "core/scenario.h"

#include <string>

namespace disklab {

/// The text to show in `language`. Each field comes from the language's own entry
/// ("zh_CN"), else from its base language's entry ("zh"), else from the untranslated text,
/// so an entry may carry only a title.
ScenarioText localizedText(const Scenario& scenario, const std::string& language);

/// The entry an edit made in `language` changes: empty (the untranslated text) for an empty
/// language; otherwise the entry the language already reads from ("zh_CN", else "zh"), or a
/// new one under `language` itself.
std::string editedTextKey(const Scenario& scenario, const std::string& language);

/// The text stored under `key` (empty: the untranslated text), without any fallback.
ScenarioText storedText(const Scenario& scenario, const std::string& key);

/// Stores `text` under `key` (empty: the untranslated text). An entry left with neither
/// title nor description is removed, so files do not collect empty translations.
void setStoredText(Scenario& scenario, const std::string& key, const ScenarioText& text);

} // namespace disklab
