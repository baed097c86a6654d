//  AppDelegate.m: an iPhone-only app's launch code, iOS 12 and later.
//  Every line with a bar-like number is labelled `clean:` or `note:`.

#import "AppDelegate.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    CGRect screen = [UIScreen mainScreen].bounds;  // note: UIScreen
    self.window = [[UIWindow alloc] initWithFrame:screen];
    self.window.layer.cornerRadius = 20;  // clean: 20
    return YES;
}

- (CGFloat)listBottomInView:(UIView *)view {
    return view.bounds.size.height - view.safeAreaInsets.bottom - 49;  // clean: 49
}

@end
