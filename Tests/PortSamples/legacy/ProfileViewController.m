//
//  ProfileViewController.m
//  Shop
//
//  A profile screen from 2015: a table under the navigation bar, a custom
//  toolbar at the bottom, a header pinned with Masonry. Lines holding a
//  hard-coded inset end with `expect:` and what `insets port` must report.
//

#import "ProfileViewController.h"
#import "LayoutMacros.h"
#import <Masonry/Masonry.h>

static NSString * const kCellID = @"ProfileCell";
static const CGFloat kHeaderHeight = 64.0;

@interface ProfileViewController () <UITableViewDataSource, UITableViewDelegate>
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic, strong) UIView *toolbar;
@property (nonatomic, strong) UIView *header;
@property (nonatomic, strong) UILabel *nameLabel;
@end

@implementation ProfileViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.automaticallyAdjustsScrollViewInsets = NO;  // expect: automaticallyAdjustsScrollViewInsets
    self.title = @"Profile: 64 orders, 20 reviews";

    self.tableView = [[UITableView alloc] initWithFrame:CGRectMake(0, 64, SCREEN_WIDTH, SCREEN_HEIGHT - 64 - 49) style:UITableViewStylePlain];  // expect: 64, 64 - 49
    self.tableView.contentInset = UIEdgeInsetsMake(0, 0, 49, 0);  // expect: 49
    [self.tableView setScrollIndicatorInsets:UIEdgeInsetsMake(64, 0, 49, 0)];  // expect: 64, 49
    self.tableView.rowHeight = 64;
    self.tableView.separatorInset = UIEdgeInsetsMake(0, 20, 0, 20);
    [self.view addSubview:self.tableView];

    self.toolbar = [[UIView alloc] initWithFrame:CGRectMake(0, SCREEN_HEIGHT - kTabBarHeight - 44, SCREEN_WIDTH, 44)];  // expect: 44
    [self.view addSubview:self.toolbar];

    self.header = [[UIView alloc] init];
    [self.view addSubview:self.header];
    [self.header mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.view).offset(64);  // expect: 64
        make.left.right.equalTo(self.view);
        make.height.mas_equalTo(kHeaderHeight);
    }];

    self.nameLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 20, 200, 44)];
    self.nameLabel.font = [UIFont systemFontOfSize:20];
    [self.header addSubview:self.nameLabel];
    [self.nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.header.mas_top).offset(20);
        make.left.equalTo(self.header).offset(20);
    }];

    UIView *badge = [[UIView alloc] init];
    badge.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:badge];
    [self.view addConstraint:[NSLayoutConstraint constraintWithItem:badge attribute:NSLayoutAttributeBottom relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeBottom multiplier:1.0 constant:-49]];  // expect: 49
    [self.view addConstraint:[NSLayoutConstraint constraintWithItem:badge attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.topLayoutGuide attribute:NSLayoutAttributeBottom multiplier:1.0 constant:20]];  // expect: topLayoutGuide
}

- (void)viewWillLayoutSubviews {
    [super viewWillLayoutSubviews];
    CGFloat statusBar = [[UIApplication sharedApplication] statusBarFrame].size.height;  // expect: statusBarFrame
    CGRect frame = self.view.bounds;
    frame.origin.y = statusBar + kNavBarHeight;
    self.header.frame = CGRectMake(0, 0, frame.size.width, kHeaderHeight);
    [self.tableView setContentOffset:CGPointMake(0, -64) animated:NO];  // expect: 64
}

- (CGFloat)bottomInset {
    switch ((NSInteger)[UIScreen mainScreen].nativeBounds.size.height) {
        case 2436:  // expect: 2436
        case 2688:  // expect: 2688
            return 34;  // expect: 34
        default:
            return 0;
    }
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 20;
}

- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
    return indexPath.row == 0 ? 88 : 64;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kCellID forIndexPath:indexPath];
    cell.textLabel.text = [NSString stringWithFormat:@"Order #%ld, 64 items", (long)indexPath.row];
    char separator = '4';
    cell.detailTextLabel.text = [NSString stringWithFormat:@"%c 44", separator];
    [UIView animateWithDuration:0.20 animations:^{
        cell.alpha = 0.49;
    }];
    return cell;
}

@end
