//
//  LayoutMacros.h
//  Shop
//
//  The layout macros after the port: no bar heights, no device checks. The
//  numbers left are the app's own: cells, buttons, fonts, margins.
//

#import <UIKit/UIKit.h>

#define kCellHeight 64.f
#define kButtonHeight 44.f
#define kTitleFont [UIFont boldSystemFontOfSize:20]
#define kAnimationDuration 0.25
#define kMargin 20.f
#define kNavBarTitleFontSize 20.f
#define kTabBarItemWidth 64.f
#define RGB(r, g, b) [UIColor colorWithRed:(r) / 255.0 green:(g) / 255.0 blue:(b) / 255.0 alpha:1]

/* Was: #define kTopHeight (kStatusBarHeight + 44)
   and: #define IS_IPHONE_X (SCREEN_HEIGHT == 812.0f) */
static inline CGFloat SafeTop(UIView *view) {
    return view.safeAreaInsets.top;
}
