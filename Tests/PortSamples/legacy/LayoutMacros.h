//
//  LayoutMacros.h
//  Shop
//
//  The layout macros of an iOS 8 app, grown an iPhone X branch in 2017.
//  Lines holding a hard-coded inset end with `expect:` and what
//  `insets port` must report there.
//

#import <UIKit/UIKit.h>

#define SCREEN_WIDTH  ([UIScreen mainScreen].bounds.size.width)  // expect: UIScreen
#define SCREEN_HEIGHT ([UIScreen mainScreen].bounds.size.height)  // expect: UIScreen

#define IS_IPHONE_X (SCREEN_HEIGHT == 812.0f || SCREEN_HEIGHT == 896.0f)  // expect: IS_IPHONE_X, 812.0f, 896.0f

#define kStatusBarHeight (IS_IPHONE_X ? 44.f : 20.f)  // expect: IS_IPHONE_X, 44.f, 20.f
#define kNavBarHeight 44.f  // expect: 44.f
#define kTopHeight (kStatusBarHeight + kNavBarHeight)
#define kTabBarHeight (IS_IPHONE_X ? 83.f : 49.f)  // expect: IS_IPHONE_X, 83.f, 49.f
#define kSafeBottomMargin (IS_IPHONE_X ? 34.f : 0.f)  // expect: IS_IPHONE_X, 34.f

#define kCellHeight 64.f
#define kButtonHeight 44.f
#define kTitleFont [UIFont boldSystemFontOfSize:20]
#define kAnimationDuration 0.25
#define kMargin 20.f
#define RGB(r, g, b) [UIColor colorWithRed:(r) / 255.0 green:(g) / 255.0 blue:(b) / 255.0 alpha:1]
