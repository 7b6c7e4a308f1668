#pragma once
// The error every scenario generator throws for parameters it cannot build from. It names the
// parameter (the field of the generator's parameter struct) so a dialog can point at the
// field and the command line at its option.

#include <stdexcept>
#include <string>

namespace disklab {

class GeneratorError : public std::invalid_argument {
public:
    /// what() is "parameter: explanation", e.g. "packing: packing fraction must be in (0, 0.9069)".
    GeneratorError(std::string parameter, const std::string& explanation)
        : std::invalid_argument(parameter + ": " + explanation), m_parameter(std::move(parameter)),
          m_explanation(explanation)
    {
    }
    /// The field of the parameter struct at fault ("count", "cueSpeed", ...).
    const std::string& parameter() const { return m_parameter; }
    /// What is wrong, without the parameter's name.
    const std::string& explanation() const { return m_explanation; }

private:
    std::string m_parameter;
    std::string m_explanation;
};

} // namespace disklab
