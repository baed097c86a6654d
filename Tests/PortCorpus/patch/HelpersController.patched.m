//  HelpersController.m: a C function before the class, a class method,
//  a macro named for the safe area that holds a device check, and a block
//  that captures self weakly.

#import <UIKit/UIKit.h>

#define isIPhoneX (UIScreen.mainScreen.bounds.size.height == 812)  // expect: isIPhoneX, 812
#define kBottomSafeArea (isIPhoneX ? 34.0 : 0.0)  // expect: isIPhoneX, 34.0

static CGFloat contentHeight(void) {
    return UIScreen.mainScreen.bounds.size.height - 64 - 49;  // expect: UIScreen, 64 - 49
}

@interface HelpersController : UIViewController
@property (nonatomic, strong) UIView *banner;
@property (nonatomic, strong) UITableView *tableView;
@end

@implementation HelpersController

+ (CGFloat)navigationTop {
    return 64;  // expect: 64
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever;  // expect: automaticallyAdjustsScrollViewInsets
    [self.banner.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:0].active = YES;  // expect: 64
}

- (void)viewDidLayoutSubviews {
    [super viewDidLayoutSubviews];
    CGFloat height = self.view.bounds.size.height - self.view.safeAreaInsets.top - self.view.safeAreaInsets.bottom;  // expect: 64 - 49
    self.banner.frame = CGRectMake(0, self.view.safeAreaInsets.top, self.view.bounds.size.width, height);  // expect: 64
    __weak typeof(self) weakSelf = self;
    [UIView animateWithDuration:0.3 animations:^{
        weakSelf.banner.frame = CGRectMake(0, 64, weakSelf.view.bounds.size.width, contentHeight());  // expect: 64
    }];
}

@end
