#include "core/generator_descriptor.h"

#include <algorithm>

namespace disklab {

const ParameterDescriptor* GeneratorDescriptor::parameter(std::string_view key) const
{
    const auto found = std::find_if(parameters.begin(), parameters.end(), [&](const ParameterDescriptor& p) { return p.key == key; });
    return found == parameters.end() ? nullptr : &*found;
}

const ParameterDescriptor* GeneratorDescriptor::parameterOfField(std::string_view field) const
{
    const auto found = std::find_if(parameters.begin(), parameters.end(), [&](const ParameterDescriptor& p) {
        return std::find(p.fields.begin(), p.fields.end(), field) != p.fields.end();
    });
    return found == parameters.end() ? nullptr : &*found;
}

bool GeneratorParameters::applies(const ParameterDescriptor& parameter) const
{
    if (!parameter.appliesWhen)
        return true;
    const ParameterDescriptor* other = m_generator->parameter(parameter.appliesWhen->parameter);
    if (!other)
        return true;
    const auto index = std::size_t(std::get<std::int64_t>(value(*other)));
    return index < other->choices.size() && other->choices[index].key == parameter.appliesWhen->choice;
}

} // namespace disklab
