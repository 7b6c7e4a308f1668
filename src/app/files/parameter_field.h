#pragma once
// The editor of one generator parameter (core/generator_descriptor.h) in the New from Generator
// dialog, chosen by its kind: a spin box for a number (its range enforced), a check box for a
// yes/no, a combo box for a choice, two spin boxes for a size, a colour button. The help text
// is its tooltip; labels and help are translated from the core's English source strings.

#include "core/generator_descriptor.h"

#include <QWidget>

class QString;

namespace disklab {

/// A generator text (title, description, label, help) in the interface language. GUI thread.
QString translatedGeneratorText(const char* text);

class ParameterField : public QWidget {
    Q_OBJECT
public:
    ParameterField(const ParameterDescriptor& descriptor, const ParameterValue& initial, QWidget* parent = nullptr);

    const ParameterDescriptor& descriptor() const { return m_descriptor; }
    ParameterValue value() const;
    /// The widget the user edits (for a size, the width's spin box).
    QWidget* editor() const { return m_editor; }

signals:
    void changed();

private:
    QWidget* makeNumber(double value);
    QWidget* makeColourButton(const Colour& colour);

    const ParameterDescriptor& m_descriptor;
    QWidget* m_editor = nullptr;
    QWidget* m_second = nullptr;  ///< a size's height
    Colour m_colour;
};

} // namespace disklab
