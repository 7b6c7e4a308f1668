#pragma once
// A generator described once: its name, texts and every parameter (kind, default, range, help,
// how to read and write its field of the parameter struct). The generator dialog and the
// command line's `generate` options are both built from these descriptions, so a parameter is
// added, renamed or documented in one place, next to its generator.

#include "core/scenario.h"

#include <any>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

/// Marks an English text the app translates, and leaves it as it is: core holds the source
/// strings, the app passes them to QCoreApplication::translate(context, text). lupdate reads the
/// marker as QT_TRANSLATE_NOOP (`-tr-function-alias QT_TRANSLATE_NOOP+=DISKLAB_TR_NOOP`), and it
/// does not expand macros, so every use spells the context, kGeneratorTextContext, literally.
#define DISKLAB_TR_NOOP(context, text) text

namespace disklab {

/// The translation context of every generator text.
inline constexpr char kGeneratorTextContext[] = "GeneratorCatalog";

enum class ParameterKind {
    Real,     ///< double
    Integer,  ///< std::int64_t (the field may be an int)
    Seed,     ///< std::uint64_t
    Boolean,  ///< bool; false by default, so that a command-line flag can set it
    Choice,   ///< std::int64_t, the index into ParameterDescriptor::choices
    Size,     ///< Extent: a width and a height, set together
    Colour,   ///< Colour
};

struct Extent {
    double width = 0.0;
    double height = 0.0;
    friend bool operator==(const Extent&, const Extent&) = default;
};

/// A parameter's value; which alternative is held follows from the ParameterKind.
using ParameterValue = std::variant<double, std::int64_t, std::uint64_t, bool, Extent, Colour>;

struct ParameterChoice {
    std::string key;    ///< on the command line: "slit"
    const char* label;  ///< English, marked for translation: "Slit"
};

/// "Only meaningful when parameter `parameter` has the choice `choice`."
struct ParameterCondition {
    std::string parameter;
    std::string choice;
};

struct ParameterDescriptor {
    std::string key;                  ///< stable name and command-line option: "packing", "n", "cue-speed"
    std::vector<std::string> fields;  ///< the struct fields it sets, as GeneratorError names them
    const char* symbol = "";          ///< how help writes a value: "PHI", "WxH"; empty for a flag or a choice
    const char* label = "";           ///< a few English words for a form, marked for translation
    const char* help = "";            ///< one English sentence, marked for translation
    ParameterKind kind = ParameterKind::Real;
    /// Real, Integer and both sides of a Size: the values offered. The generator may still
    /// refuse a value inside (a rack that does not fit its table), naming the field.
    double minimum = 0.0;
    double maximum = 0.0;
    std::vector<ParameterChoice> choices;          ///< Choice
    std::optional<ParameterCondition> appliesWhen; ///< unset: always
    /// Read and write the field in the generator's parameter struct (held in a std::any).
    std::function<ParameterValue(const std::any&)> read;
    std::function<void(std::any&, const ParameterValue&)> write;
};

struct GeneratorDescriptor {
    std::string key;          ///< stable name and command-line kind: "gas", "wall-bouncing"
    const char* title = "";   ///< English, marked for translation: "Ideal gas"
    const char* description = "";  ///< one or two English sentences, marked for translation
    std::vector<ParameterDescriptor> parameters;
    std::function<std::any()> defaults;  ///< a default-constructed parameter struct
    std::function<Scenario(const std::any&)> generate;  ///< throws GeneratorError

    /// The parameter with this key, or nullptr.
    const ParameterDescriptor* parameter(std::string_view key) const;
    /// The parameter that sets a struct field (GeneratorError::parameter()), or nullptr.
    const ParameterDescriptor* parameterOfField(std::string_view field) const;
};

/// One generator's parameter values, starting from its struct's defaults. Any thread; one
/// thread at a time per object.
class GeneratorParameters {
public:
    explicit GeneratorParameters(const GeneratorDescriptor& generator)
        : m_generator(&generator), m_values(generator.defaults())
    {
    }
    const GeneratorDescriptor& generator() const { return *m_generator; }
    ParameterValue value(const ParameterDescriptor& parameter) const { return parameter.read(m_values); }
    void set(const ParameterDescriptor& parameter, const ParameterValue& value) { parameter.write(m_values, value); }
    /// Whether the parameter's condition holds (always true without one).
    bool applies(const ParameterDescriptor& parameter) const;
    /// The struct itself, for what a descriptor cannot say (a gas mixture's list of species).
    template <class P>
    P& as()
    {
        return std::any_cast<P&>(m_values);
    }
    /// Runs the generator; throws GeneratorError naming the struct field at fault.
    Scenario generate() const { return m_generator->generate(m_values); }

private:
    const GeneratorDescriptor* m_generator;
    std::any m_values;
};

} // namespace disklab
