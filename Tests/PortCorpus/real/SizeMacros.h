//  SizeMacros.h: a project's size macros, written for this corpus in the
//  shape public Objective-C projects write them (patterns seen in
//  chieryw/MyZone SRC/My-Zone/My-Zone/Macors/MMSizeMarcor.h and
//  YouXianMing/YoCelsius YXMWeather/WxHxD.h: bars as float macros, and a
//  content height that subtracts them from the screen). No line is copied.
//  Every hard-coded system number is labelled by hand (`expect:`); a
//  bar-like number of the app's own is marked `clean:`, and any other
//  number is the app's own.

#define kScreenW ([UIScreen mainScreen].bounds.size.width)
#define kScreenH ([UIScreen mainScreen].bounds.size.height)
#define kStatusH 20.0f  // expect: 20.0f
#define kNavH 44.f  // expect: 44.f
#define kTabH 49.0f  // expect: 49.0f
#define kToolH 44.0f  // expect: 44.0f
#define kTopBarsH (20.f + 44.f)  // expect: 20.f + 44.f
#define kBodyH (kScreenH - kStatusH - kNavH - kTabH)
#define kCellMargin 20  // clean: 20
#define kAvatarSize 64  // clean: 64
