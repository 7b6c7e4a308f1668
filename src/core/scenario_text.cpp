#include "core/scenario_text.h"

#include <vector>

namespace disklab {
namespace {

/// The keys `language` reads from, most specific first: "zh_CN", then "zh".
std::vector<std::string> lookupKeys(const std::string& language)
{
    std::vector<std::string> keys;
    if (language.empty())
        return keys;
    keys.push_back(language);
    const std::size_t separator = language.find_first_of("_-");
    if (separator != std::string::npos && separator > 0)
        keys.push_back(language.substr(0, separator));
    return keys;
}

} // namespace

ScenarioText localizedText(const Scenario& scenario, const std::string& language)
{
    ScenarioText text;
    for (const std::string& key : lookupKeys(language)) {
        const auto entry = scenario.translations.find(key);
        if (entry == scenario.translations.end())
            continue;
        if (text.title.empty())
            text.title = entry->second.title;
        if (text.description.empty())
            text.description = entry->second.description;
    }
    if (text.title.empty())
        text.title = scenario.title;
    if (text.description.empty())
        text.description = scenario.description;
    return text;
}

std::string editedTextKey(const Scenario& scenario, const std::string& language)
{
    for (const std::string& key : lookupKeys(language)) {
        if (scenario.translations.contains(key))
            return key;
    }
    return language;
}

ScenarioText storedText(const Scenario& scenario, const std::string& key)
{
    if (key.empty())
        return {scenario.title, scenario.description};
    const auto entry = scenario.translations.find(key);
    return entry == scenario.translations.end() ? ScenarioText{} : entry->second;
}

void setStoredText(Scenario& scenario, const std::string& key, const ScenarioText& text)
{
    if (key.empty()) {
        scenario.title = text.title;
        scenario.description = text.description;
    } else if (text.title.empty() && text.description.empty()) {
        scenario.translations.erase(key);
    } else {
        scenario.translations[key] = text;
    }
}

} // namespace disklab
