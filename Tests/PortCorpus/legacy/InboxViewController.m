//  InboxViewController.m: an inbox from 2016, written for the iPhone 6.
//  Every line with a bar-like number is labelled: `expect:`, `note:` or `clean:`.

#import "InboxViewController.h"

#define kToolBarHeight 44  // expect: 44
#define kInboxRowHeight 64  // clean: 64
#define kBadgeSize 20  // clean: 20

@implementation InboxViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.automaticallyAdjustsScrollViewInsets = NO;  // expect: automaticallyAdjustsScrollViewInsets
    self.tableView.contentInset = UIEdgeInsetsMake(64, 0, 49, 0);  // expect: 64, 49
    self.statusWindow = [[UIWindow alloc] initWithFrame:CGRectMake(0, 0, screenW, 20)];  // expect: 20
    CGFloat toolbarY = self.view.bounds.size.height - 49 - 44;  // expect: 49, 44
    self.header.frame = CGRectMake(0, 64, self.view.bounds.size.width, 120);  // expect: 64
    self.badge.frame = CGRectMake(20, 20, kBadgeSize, kBadgeSize);  // clean: 20, 20
}

- (void)viewDidLayoutSubviews {
    [super viewDidLayoutSubviews];
    CGFloat height = self.tabBar.frame.size.height;
    if (height < 49) { height = 49; }  // expect: 49, 49
    [self.banner mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.mas_topLayoutGuideBottom).offset(8);  // expect: mas_topLayoutGuideBottom
        make.left.equalTo(self.view).offset(20);  // clean: 20
    }];
}

@end
