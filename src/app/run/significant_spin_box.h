#pragma once
// A number field for settings that span powers of ten (a playback speed from 0.0001 to 10^5
// time units per second, a time step from 10^-6 to 10): it shows the value with the digits it
// has, "5 time units/s" and "0.001", where a fixed number of decimals shows "5.0000" and
// "0.001000". It keeps QDoubleSpinBox's decimals as the precision it rounds to; where a value
// converted from other units has more digits than anyone set (5 time units/s is 6.803 ps/s for
// argon), it can show fewer significant digits ("6.8 ps/s") while keeping the value itself.

#include <QDoubleSpinBox>

namespace disklab {

class SignificantSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    using QDoubleSpinBox::QDoubleSpinBox;

    QString textFromValue(double value) const override;
    /// Shows at most `digits` significant digits; 0 shows all the decimals hold.
    void setSignificantDigits(int digits);

private:
    int m_significantDigits = 0;
};

} // namespace disklab
